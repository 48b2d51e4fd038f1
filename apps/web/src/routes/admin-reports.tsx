/** The admin console's reports page (issue 13): placeholder until the console lands. */
export default function AdminReports() {
  return null;
}
