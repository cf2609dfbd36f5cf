/**
 * What Judging at Regular REL says about an IPG infraction: the JAR section ipg-to-jar.json names
 * for it (with the reason), and what the JAR says about the error being repeated. At Regular REL
 * the IPG's penalties do not apply; this is how the help desk answers there.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../../common/project-path.js';
import { foldTitle } from '../fold-title.js';
import { sectionSentences } from '../section-sentences.js';
import type { DocSection } from '../tournament-document.js';

const MappingSchema = z.object({
  about: z.string(),
  entries: z
    .array(
      z.object({
        /** The infraction's name after the dash ("Missed Trigger"), or its whole title ("Unsporting Conduct — Minor"). */
        infraction: z.string().trim().min(1),
        /** A JAR section's title, or the words it starts with. */
        jar: z.string().trim().min(1),
        reason: z.string().trim().min(20, 'give the reason for the mapping in a sentence'),
      }),
    )
    .min(1),
});

export type IpgToJarEntry = z.infer<typeof MappingSchema>['entries'][number];

/** Validates mapping data (the parsed JSON); throws a ZodError naming the bad entry. */
export function parseIpgToJar(data: unknown): IpgToJarEntry[] {
  return MappingSchema.parse(data).entries;
}

let loaded: IpgToJarEntry[] | null = null;

/** The mapping shipped in ipg-to-jar.json beside this file, read and validated once. */
export function loadIpgToJar(): IpgToJarEntry[] {
  loaded ??= parseIpgToJar(JSON.parse(readFileSync(projectPath('docs-db/lookup/ipg-to-jar.json'), 'utf8')));
  return loaded;
}

/** The mapping's entry for an IPG infraction section, or null when it has none. */
export function mappingFor(infraction: Pick<DocSection, 'title' | 'infraction'>, entries = loadIpgToJar()): IpgToJarEntry | null {
  const names = [infraction.title, infraction.infraction?.name ?? ''].map(foldTitle);
  return entries.find((entry) => names.includes(foldTitle(entry.infraction))) ?? null;
}

/** The JAR section whose title is `title` or starts with its words; null when the JAR has none. */
export function jarSectionTitled<Section extends Pick<DocSection, 'title'>>(sections: Section[], title: string): Section | null {
  const wanted = foldTitle(title);
  return (
    sections.find((section) => foldTitle(section.title) === wanted) ??
    sections.find((section) => foldTitle(section.title).startsWith(`${wanted} `)) ??
    null
  );
}

export interface RegularRelAnswer<Section> {
  /** The JAR section that answers. */
  section: Section;
  /** Why it answers (the mapping's reason, or why the JAR's opening does when nothing is mapped). */
  reason: string;
}

/**
 * The JAR section for an infraction. An infraction the mapping does not name (a newer IPG's) gets
 * the JAR's opening, which says how Regular REL handles any error; so does a mapped section the
 * JAR no longer has.
 */
export function regularRelAnswer<Section extends Pick<DocSection, 'title' | 'level'>>(
  jarSections: Section[],
  infraction: Pick<DocSection, 'title' | 'infraction'>,
  entries = loadIpgToJar(),
): RegularRelAnswer<Section> {
  const entry = mappingFor(infraction, entries);
  const mapped = entry ? jarSectionTitled(jarSections, entry.jar) : null;
  if (entry && mapped) return { section: mapped, reason: entry.reason };
  const opening = jarSections.find((section) => section.level === 'front') ?? jarSections[0]!;
  return { section: opening, reason: 'The JAR has no section for this infraction; its opening says how Regular REL handles any error.' };
}

/**
 * "repeat", "again", "should the unwanted behaviour continue": a sentence about the error happening
 * again. "continue" followed by what goes on ("continue making mulligan decisions") is carrying on
 * with the game, not a repeat: the Hidden Card Error answer once quoted it as "If it happens again".
 */
const REPEATED = /\b(?:repeat\w*|again|recurr\w*)\b|\bcontinu\w*\b(?!\s+\w+ing\b)/i;

/**
 * What the JAR says about the error being repeated: the sentences of `section` about it, or for a
 * common issue (and the opening itself) those of the JAR's opening, which speaks for them all.
 * A part with its own answer (Serious Problems: removal at once) gets only its own sentences.
 * @example repeatedErrors(jarSections, missedTrigger) // ['If a player continues to repeat a mistake despite multiple reminders, …']
 */
export function repeatedErrors(jarSections: Pick<DocSection, 'level' | 'text'>[], section: Pick<DocSection, 'level' | 'text'>): string[] {
  const own = sectionSentences(section.text).filter((sentence) => REPEATED.test(sentence));
  if (own.length > 0 || section.level === 'chapter') return own;
  const opening = jarSections.find((candidate) => candidate.level === 'front');
  return opening ? sectionSentences(opening.text).filter((sentence) => REPEATED.test(sentence)) : [];
}
