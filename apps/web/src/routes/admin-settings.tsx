/** The admin console's settings page (issue 13): placeholder until the console lands. */
export default function AdminSettings() {
  return null;
}
