import { redirect } from 'react-router';
import { rememberReferralCode } from '../features/gifts/referral-code.ts';

/** `/r/:code`: a friend's referral link. Keeps the code for the sign-up and sends the visitor to it. */
export function clientLoader({ params, request }: { params: { code?: string }; request: Request }) {
  rememberReferralCode(params.code);
  const lang = new URL(request.url).searchParams.get('lang');
  throw redirect(lang ? `/registration?lang=${encodeURIComponent(lang)}` : '/registration');
}

export default function Referral() {
  return null;
}
