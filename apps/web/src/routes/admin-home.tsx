/** The admin console's home page (issue 13): placeholder until the console lands. */
export default function AdminHome() {
  return null;
}
