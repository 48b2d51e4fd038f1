import { ContentItemPage } from '../features/content/content-item-page.tsx';

export default function AppContentItem() {
  return <ContentItemPage />;
}
