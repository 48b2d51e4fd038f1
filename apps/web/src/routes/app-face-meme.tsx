import { FaceMemePage } from '../features/avatar/face-meme-page.tsx';

export default function AppFaceMeme() {
  return <FaceMemePage />;
}
