/** The admin console's users page (issue 13): placeholder until the console lands. */
export default function AdminUsers() {
  return null;
}
