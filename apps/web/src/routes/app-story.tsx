import { TalkingVideoFlow } from '../features/avatar/talking-video-flow.tsx';

export default function AppStory() {
  return <TalkingVideoFlow kind="storytelling" />;
}
