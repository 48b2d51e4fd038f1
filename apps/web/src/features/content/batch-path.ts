/** `/app/batch/:id`: the three variants of one request, side by side to pick from (issue 11 item 10). */
export function batchPath(id: string): string {
  return `/app/batch/${encodeURIComponent(id)}`;
}
