/** The admin console's surveys page (issue 13): placeholder until the console lands. */
export default function AdminSurveys() {
  return null;
}
