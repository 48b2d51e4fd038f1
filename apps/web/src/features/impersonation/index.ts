export { ImpersonationBanner } from './impersonation-banner.tsx';
export { ImpersonatePage } from './impersonate-page.tsx';
