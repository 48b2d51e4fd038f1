export type { AvatarFrameState, CreateTalkingPhoto, MouthPose, RgbaImage, TalkingPhoto, TalkingPhotoOptions } from './animator-api.ts';
export { createTalkingPhoto } from './talking-photo.ts';
export { blinkTrack, idleHeadTrack, type BlinkTrackOptions, type HeadPose, type IdleHeadTrackOptions } from './motion-tracks.ts';
