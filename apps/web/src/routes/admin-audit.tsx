/** The admin console's audit page (issue 13): placeholder until the console lands. */
export default function AdminAudit() {
  return null;
}
