/** The admin console's jobs page (issue 13): placeholder until the console lands. */
export default function AdminJobs() {
  return null;
}
