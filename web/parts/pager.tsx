/** Links to the previous and next pages of a long list (a diff, search results): plain links, shareable. */

export function Pager({ page, pageCount, link, summary, previous, next }: { page: number; pageCount: number; link: (page: number) => string; summary: string; previous: string; next: string }) {
  return (
    <nav aria-label="Pages">
      <ul class="pager">
        <li>{summary}</li>
        {page > 1 ? (
          <li>
            <a href={link(page - 1)} rel="prev">
              ◀ {previous}
            </a>
          </li>
        ) : null}
        {page < pageCount ? (
          <li>
            <a href={link(page + 1)} rel="next">
              {next} ▶
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
