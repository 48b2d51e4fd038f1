import { ContentHome } from '../features/content/content-home.tsx';

export default function AppHome() {
  return <ContentHome />;
}
