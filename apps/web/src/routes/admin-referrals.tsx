/** The admin console's referrals page (issue 13): placeholder until the console lands. */
export default function AdminReferrals() {
  return null;
}
