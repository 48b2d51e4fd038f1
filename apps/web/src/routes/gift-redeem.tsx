import { useParams } from 'react-router';
import { GiftRedeemPage } from '../features/gifts/gift-redeem-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam } from '../lib/navigation.ts';

export async function clientLoader({ request }: { request: Request }) {
  applyLangParam(new URL(request.url));
  // Knowing whether someone is signed in decides between "Redeem" and "sign in first"; a failure means signed out.
  await auth.ensureUser().catch(() => null);
  return null;
}

export default function GiftRedeem() {
  const { code = '' } = useParams();
  return <GiftRedeemPage key={code} code={code} />;
}
