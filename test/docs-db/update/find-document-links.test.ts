import { describe, expect, it } from 'vitest';
import { findDocumentLinks } from '../../../docs-db/update/find-document-links.js';

const PAGE = 'https://wpn.wizards.com/en/rules-documents';

describe('findDocumentLinks', () => {
  it('finds the MTR, IPG and JAR PDFs by file name or link text, and skips the digital documents and the CR', () => {
    const html = `
      <a href="https://media.wizards.com/ContentResources/WPN/MTG_MTR_2025_Apr21_EN.pdf">Magic: The Gathering Tournament Rules</a>
      <a class="x" href="/docs/MTG_IPG_2024Sep23_EN.pdf"><span>Infraction Procedure Guide</span></a>
      <a href="/docs/MTG_JAR_2024Sep23_EN.pdf">Judging at Regular Rules Enforcement Level</a>
      <a href="/docs/Digital_IPG.pdf">Digital Infraction Procedure Guide</a>
      <a href="/docs/MagicCompRules%2020260116.pdf">Comprehensive Rules</a>
      <a href="/docs/download.pdf?id=7">Tournament Rules (PDF)</a>
      <a href="/en/tournament-rules">Tournament Rules page</a>`;
    expect(findDocumentLinks(html, PAGE)).toEqual([
      { kind: 'mtr', url: 'https://media.wizards.com/ContentResources/WPN/MTG_MTR_2025_Apr21_EN.pdf' },
      { kind: 'ipg', url: 'https://wpn.wizards.com/docs/MTG_IPG_2024Sep23_EN.pdf' },
      { kind: 'jar', url: 'https://wpn.wizards.com/docs/MTG_JAR_2024Sep23_EN.pdf' },
      { kind: 'mtr', url: 'https://wpn.wizards.com/docs/download.pdf?id=7' },
    ]);
  });

  it('reads links a script-rendered page keeps in JSON, each once', () => {
    const html = `<script>{"url":"https:\\/\\/media.wizards.com\\/WPN\\/MTG_IPG_2024Sep23_EN.pdf","also":"https://media.wizards.com/WPN/MTG_IPG_2024Sep23_EN.pdf"}</script>
      <a href="https://media.wizards.com/WPN/MTG_IPG_2024Sep23_EN.pdf">IPG</a>`;
    expect(findDocumentLinks(html, PAGE)).toEqual([{ kind: 'ipg', url: 'https://media.wizards.com/WPN/MTG_IPG_2024Sep23_EN.pdf' }]);
  });

  it('finds nothing on a page without them', () => {
    expect(findDocumentLinks('<html><a href="/x.pdf">Card images</a><a href="http://[bad">MTR</a></html>', PAGE)).toEqual([]);
  });
});
