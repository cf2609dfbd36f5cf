import { UserError } from '../../common/user-error.js';

/** The UserError for input that is not an MTR or IPG; `reason` says what was found instead. */
export function unrecognisedDocument(reason: string): UserError {
  return new UserError(
    'not-a-tournament-document',
    `This is not the Magic Tournament Rules or the Infraction Procedure Guide: ${reason}. ` +
      'Import either document as Wizards publishes it (PDF), or its text (pdftotext output, plain text or Markdown).',
  );
}
