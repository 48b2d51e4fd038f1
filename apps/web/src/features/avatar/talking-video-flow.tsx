import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { flattenPages, useGenerate, useRegenerate, useUserImages, type Suggestion } from '../content/content.api.ts';
import { useGenerateStorytelling } from './avatar.api.ts';
import { AvatarPhotoStep } from './avatar-photo-step.tsx';
import { StoryPhotoStep } from './story-photo-step.tsx';
import { FlowPage, type FlowStep } from './flow-page.tsx';
import { recallVideoInputs, rememberVideoInputs, type VideoInputs } from './video-inputs.ts';
import { VideoJob } from './video-job.tsx';
import { VoiceStep, type StartInput } from './voice-step.tsx';

export type TalkingVideoKind = 'avatar' | 'storytelling';

const TEXTS = {
  avatar: {
    docTitle: 'web.first_video.doc_title',
    title: 'web.first_video.title',
    subtitle: 'web.first_video.subtitle',
    photoTitle: 'web.avatar_photo.title',
    photoBody: 'web.avatar_photo.body',
    voiceTitle: 'web.first_video.voice_title',
    voiceBody: 'web.first_video.voice_body',
  },
  storytelling: {
    docTitle: 'web.story.doc_title',
    title: 'web.story.title',
    subtitle: 'web.story.subtitle',
    photoTitle: 'web.story.photo_title',
    photoBody: 'web.story.photo_body',
    voiceTitle: 'web.story.voice_title',
    voiceBody: 'web.story.voice_body',
  },
} as const;

/**
 * Where the flow is, from the URL: `?id=` a started video, else `?photo=` the voice step (a story also carries its
 * photos in order, `?photos=a,b,c`), else the photo step (a story's photos chosen so far in `?chosen=`).
 */
export function flowStep(params: URLSearchParams): FlowStep {
  if (params.get('id')) return 'video';
  if (params.get('photo')) return 'voice';
  return 'photo';
}

/**
 * `/app/first-video` (the first talking video) and `/app/story` (a storytelling video): photo, then voice (or the
 * built-in voice), then the video's progress and the video. The place lives in the URL, so a reload, the back button
 * or coming back later finds the same step and the same video.
 */
export function TalkingVideoFlow({ kind }: { kind: TalkingVideoKind }) {
  const { t } = useTranslation();
  const texts = TEXTS[kind];
  const [params, setParams] = useSearchParams();
  const step = flowStep(params);
  const id = params.get('id');
  const photoId = params.get('photo');
  const storyPhotoIds = idList(params.get('photos'));
  const images = useUserImages();
  const photo = flattenPages(images.data?.pages).find((image) => image.id === photoId);
  const language = useAuth().user?.language;
  const generateAvatar = useGenerate();
  const generateStory = useGenerateStorytelling();

  const regenerate = useRegenerate(id ?? '');

  // The video replaces the voice step in the history: "back" from the progress goes to where the flow began.
  const follow = (item: Suggestion) => setParams({ id: item.id }, { replace: true });
  const startOver = () => setParams({});

  const create = async ({ imageId, imageIds, audioId, script, captionLook }: VideoInputs): Promise<Suggestion> => {
    const item =
      kind === 'avatar'
        ? await generateAvatar.mutateAsync({
            type: 'avatar',
            image_id: imageId,
            ...(audioId ? { audio_id: audioId } : {}),
            ...(script ? { script } : {}),
            ...(captionLook ? { caption_look: captionLook } : {}),
          })
        : await generateStory.mutateAsync({ imageId, imageIds, language, audioId, script, captionLook });
    rememberVideoInputs(item.id, { imageId, imageIds, audioId, script, ...(captionLook ? { captionLook } : {}) });
    return item;
  };

  const start = async (input: StartInput, imageId: string) =>
    follow(await create({ imageId, ...(kind === 'storytelling' && storyPhotoIds.length > 0 ? { imageIds: storyPhotoIds } : {}), ...input }));
  // "Another photo" from the voice step: a story goes back to its photos with the choice kept.
  const changePhotos = () => (kind === 'storytelling' && storyPhotoIds.length > 0 ? setParams({ chosen: storyPhotoIds.join(',') }) : startOver());

  // A failed video is made again from the same photo, recording and script when this browser still knows them;
  // otherwise the server makes a new take of it (built-in voice).
  const retry = async (failed: Suggestion) => {
    const inputs = recallVideoInputs(failed.id);
    follow(inputs ? await create(inputs) : await regenerate.mutateAsync({ user_input: failed.user_input }));
  };

  return (
    <FlowPage docTitle={t(texts.docTitle)} title={t(texts.title)} subtitle={t(texts.subtitle)} step={step}>
      {step === 'photo' && kind === 'avatar' && (
        <AvatarPhotoStep title={t(texts.photoTitle)} body={t(texts.photoBody)} onContinue={(image) => setParams({ photo: image.id })} />
      )}
      {step === 'photo' && kind === 'storytelling' && (
        <StoryPhotoStep
          title={t(texts.photoTitle)}
          body={t(texts.photoBody)}
          chosenIds={idList(params.get('chosen'))}
          onChosenChange={(ids) => setParams(ids.length > 0 ? { chosen: ids.join(',') } : {}, { replace: true })}
          onContinue={(chosen, face) => setParams({ photo: face.id, photos: chosen.map((image) => image.id).join(',') })}
        />
      )}
      {step === 'voice' && photoId && (
        <VoiceStep
          type={kind}
          title={t(texts.voiceTitle)}
          body={t(texts.voiceBody)}
          photo={photo}
          onChangePhoto={changePhotos}
          onStart={(input) => start(input, photoId)}
        />
      )}
      {step === 'video' && id && <VideoJob key={id} id={id} kind={kind} onRetry={retry} onStartOver={startOver} />}
    </FlowPage>
  );
}

/** A comma-separated list of ids from the URL (a story's photos); anything that is not an id is dropped. */
function idList(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id)))];
}
