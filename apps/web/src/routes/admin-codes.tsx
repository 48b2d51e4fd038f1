/** The admin console's codes page (issue 13): placeholder until the console lands. */
export default function AdminCodes() {
  return null;
}
