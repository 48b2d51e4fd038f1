/** The admin console's user page (issue 13): placeholder until the console lands. */
export default function AdminUser() {
  return null;
}
