/** `/impersonate?token=…` (issue 13): placeholder until the impersonation page lands. */
export default function Impersonate() {
  return null;
}
