import { UserError } from '../../common/user-error.js';

/** The UserError for input that is no tournament document Arbiter reads; `reason` says what was found instead. */
export function unrecognisedDocument(reason: string): UserError {
  return new UserError(
    'not-a-tournament-document',
    `This is not a tournament document Arbiter reads (the Magic Tournament Rules, the Infraction Procedure Guide, Judging at Regular REL, or the Digital MTR or IPG): ${reason}. ` +
      'Import the document as Wizards publishes it (PDF), or its text (pdftotext output, plain text, Markdown or HTML).',
  );
}
