/** What the Instagram Graph client returns and takes (camelCase; Graph's own names stay inside the client). */

export type GraphAccountType = 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';

/** The long-lived token of a connected account, from the OAuth code or a refresh. */
export interface GraphToken {
  accessToken: string;
  /** Lifetime Instagram gave it (about 60 days). */
  expiresInSeconds: number;
  expiresAt: Date;
}

export interface GraphTokenGrant extends GraphToken {
  /** The Instagram-scoped user id from the token exchange. */
  userId: string;
  /** The scopes the creator granted (they may untick some on the consent screen). */
  permissions: string[];
}

export interface GraphProfile {
  /** App-scoped id. */
  id: string;
  /** The professional account id used in publishing paths (falls back to `id` if Instagram leaves it out). */
  userId: string;
  username: string;
  accountType: GraphAccountType | undefined;
  /** Only Business and Creator accounts can publish through the API. */
  canPublish: boolean;
  name?: string;
  profilePictureUrl?: string;
  followersCount?: number;
  mediaCount?: number;
}

export type MediaSource = { imageUrl: string; videoUrl?: undefined } | { videoUrl: string; imageUrl?: undefined };

/** One container to create; every URL must be public (Instagram fetches it). */
export type ContainerInput =
  | { kind: 'image'; imageUrl: string; caption?: string; altText?: string }
  | {
      kind: 'reel';
      videoUrl: string;
      caption?: string;
      coverUrl?: string;
      /** Frame of the video for the cover, in ms (ignored by Instagram when coverUrl is given). */
      thumbOffsetMs?: number;
      shareToFeed?: boolean;
      /** Up to 3 usernames invited as collaborators. */
      collaborators?: string[];
      audioName?: string;
    }
  | ({ kind: 'story' } & MediaSource)
  | ({ kind: 'carouselItem' } & MediaSource)
  | { kind: 'carousel'; children: string[]; caption?: string; collaborators?: string[] };

export const CONTAINER_STATUS_CODES = ['IN_PROGRESS', 'FINISHED', 'ERROR', 'EXPIRED', 'PUBLISHED'] as const;
export type ContainerStatusCode = (typeof CONTAINER_STATUS_CODES)[number];

export interface ContainerStatus {
  id: string;
  statusCode: ContainerStatusCode;
  /** Instagram's text, e.g. "Error: … (2207026)". */
  status?: string;
  /** The 2207xxx subcode named in an ERROR status, when there is one. */
  subcode?: number;
}

export interface PublishingLimit {
  quotaUsage: number;
  quotaTotal: number;
  quotaDurationSeconds: number;
  remaining: number;
}

export interface GraphMedia {
  id: string;
  permalink?: string;
  mediaType?: string;
  mediaProductType?: string;
  timestamp?: Date;
  caption?: string;
  shortcode?: string;
}

export const DEFAULT_INSIGHT_METRICS = ['views', 'reach', 'likes', 'comments', 'saved', 'shares'] as const;

/** Metric name → lifetime value. */
export type GraphInsights = Record<string, number>;
