import { TalkingVideoFlow } from '../features/avatar/talking-video-flow.tsx';

export default function AppFirstVideo() {
  return <TalkingVideoFlow kind="avatar" />;
}
