/**
 * `/cards/{name}`: a card found by any name a judge types (the one name matcher of /card), its
 * Oracle text and faces, each keyword a link to the rule defining it, its legality and rulings. A
 * name that is not the card's own (a nickname, a typo, a face) redirects to the card's address;
 * two cards about as likely are offered, never one guessed.
 */
import { lookUpCard, notFoundMessage } from '../../cards-db/lookup/find-card.js';
import { cardRulings } from '../../cards-db/store/card-queries.js';
import { MAIN_FORMATS, type Card, type CardFace } from '../../cards-db/card.js';
import type { CardDataSummary } from '../../cards-db/store/card-data.js';
import { keywordRules } from '../../rules-db/lookup/keyword-rule.js';
import { cardPath, crPath } from '../../common/web-paths.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, redirect, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout } from '../parts/layout.js';

const SOURCES: Record<string, string> = { wotc: 'Wizards of the Coast', scryfall: 'Scryfall' };

/** `/cards/{name}`. */
export function cardPage(context: PageContext, name: string): PageResponse {
  const lookup = lookUpCard(context.db, name);
  if (!lookup.card) {
    const names = lookup.match.kind === 'suggestions' ? lookup.match.candidates : lookup.match.closest;
    const html = renderDocument(
      <Layout meta={{ title: `Card “${name}”`, description: notFoundMessage(name, lookup.match), canonical: canonicalUrl(context, cardPath(name)) }}>
        <h1>{lookup.match.kind === 'suggestions' ? 'Which card?' : 'No such card'}</h1>
        <p>{notFoundMessage(name, lookup.match)}</p>
        <ul>
          {names.map((card) => (
            <li>
              <a href={cardPath(card.name)}>{card.name}</a>
            </li>
          ))}
        </ul>
      </Layout>,
    );
    return { status: 404, html, cache: 'none' };
  }
  if (lookup.card.name !== name) return redirect(cardPath(lookup.card.name));
  return htmlPage(cardHtml(context, lookup.card, lookup.data), 'short');
}

function Corner({ face }: { face: Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'> }) {
  if (face.power !== null && face.toughness !== null) return <p><strong>{`${face.power}/${face.toughness}`}</strong></p>;
  if (face.loyalty !== null) return <p>Loyalty <strong>{face.loyalty}</strong></p>;
  if (face.defense !== null) return <p>Defense <strong>{face.defense}</strong></p>;
  return null;
}

function Face({ face, withName }: { face: CardFace; withName: boolean }) {
  return (
    <section class="card" aria-label={face.name}>
      {withName ? (
        <h2>
          {face.name} {face.manaCost ? <span class="meta">{face.manaCost}</span> : null}
        </h2>
      ) : null}
      {face.typeLine ? (
        <p>
          <em>{face.typeLine}</em>
        </p>
      ) : null}
      <div class="oracle">
        {(face.oracleText ?? '').split('\n').filter(Boolean).map((line) => (
          <p>{line}</p>
        ))}
      </div>
      <Corner face={face} />
    </section>
  );
}

function cardHtml(context: PageContext, card: Card, data: CardDataSummary): string {
  const keywords = keywordRules(context.db, card.keywords);
  const rulings = cardRulings(context.db, card.oracleId);
  return renderDocument(
    <Layout meta={{ title: card.name, description: `${card.name}${card.typeLine ? ` — ${card.typeLine}` : ''}: ${card.oracleText ?? card.faces.map((face) => face.oracleText).join(' // ')}`, canonical: canonicalUrl(context, cardPath(card.name)) }}>
      <h1>
        {card.name} {card.manaCost && card.faces.length === 0 ? <span class="meta">{card.manaCost}</span> : null}
      </h1>
      {card.faces.length > 0 ? card.faces.map((face) => <Face face={face} withName={true} />) : <Face face={card} withName={false} />}
      {keywords.length > 0 ? (
        <>
          <h2>Keywords</h2>
          <ul class="links">
            {keywords.map((keyword) => (
              <li>{keyword.rule ? <a href={crPath('latest', keyword.rule)}>{`${keyword.name} (${keyword.rule})`}</a> : `${keyword.name} (no rule defines it by this name: an ability word)`}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Legality</h2>
      <table>
        <tbody>
          {MAIN_FORMATS.map((format) => (
            <tr>
              <th scope="row">{format[0]!.toUpperCase() + format.slice(1)}</th>
              <td>{(card.legalities[format] ?? 'not_legal').replaceAll('_', ' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Rulings ({rulings.length})</h2>
      {rulings.length === 0 ? (
        <p>No rulings.</p>
      ) : (
        <ol>
          {rulings.map((ruling) => (
            <li>
              <p>{ruling.comment}</p>
              <p class="meta">
                {ruling.publishedAt} · {SOURCES[ruling.source] ?? ruling.source}
              </p>
            </li>
          ))}
        </ol>
      )}
      <p class="meta">
        Card data: Scryfall, {data.dataDate}
        {card.scryfallUri ? (
          <>
            {' '}
            · <a href={card.scryfallUri}>This card on Scryfall</a>
          </>
        ) : null}
      </p>
    </Layout>,
  );
}
