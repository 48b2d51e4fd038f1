import { emailSchema, passwordSchema } from '@reelcraft/contract';
import { MailCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, PasswordField } from '../../components/ui/field.tsx';
import { accountApi } from '../account/account.api.ts';
import { auth, useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { Language } from '../../lib/i18n.ts';
import { loginPathFor } from '../../lib/navigation.ts';
import { funnelsApi } from './funnels.api.ts';
import type { FunnelT } from './texts.ts';

/** Ensures the funnel session exists and returns its id (created on the first answer). */
export type EnsureSession = () => Promise<string>;

function emailError(t: FunnelT, value: string): string | undefined {
  if (!value.trim()) return t('web.validation.required');
  return emailSchema.safeParse(value.trim()).success ? undefined : t('web.validation.email');
}

/** A step's request in flight: `busy` while it runs, and its failure as a message to show (cleared on the next try). */
function useStepRequest(t: FunnelT) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (cause) {
      setFailure(errorMessage(cause, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}

/** "Already have an account? Log in", back to this step after logging in. */
function HaveAccountLine({ t, returnPath }: { t: FunnelT; returnPath: string }) {
  return (
    <p className="text-center text-sm text-muted">
      {t('web.funnel_ui.have_account')}{' '}
      <Link to={loginPathFor(returnPath)} className="font-semibold text-link underline">
        {t('web.funnel_ui.log_in')}
      </Link>
    </p>
  );
}

/** Someone already signed in (came back from a sign-in link, or logged in): join this session to their account. */
function ContinueAsUser({ t, pending, onContinue }: { t: FunnelT; pending: boolean; onContinue: (email: string) => void }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="funnel-continue-as">
      <p className="text-muted">{t('web.funnel_ui.signed_in_as', { email: user.email })}</p>
      <Button size="lg" block loading={pending} onClick={() => onContinue(user.email)}>
        <span className="min-w-0 [overflow-wrap:anywhere]">{t('web.funnel_ui.continue_as', { email: user.email })}</span>
      </Button>
    </div>
  );
}

/**
 * The e-mail step (v2, v3): POST /users/web/email-login with the funnel session creates the account without a
 * password and signs in; an address that already has an account gets a sign-in link instead, and we say so.
 */
export function EmailStep({
  t,
  language,
  ensureSession,
  pending,
  onAnswer,
  returnPath,
}: {
  t: FunnelT;
  language: Language;
  ensureSession: EnsureSession;
  pending: boolean;
  onAnswer: (answer: string, attach: boolean) => void;
  returnPath: string;
}) {
  const { status } = useAuth();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useStepRequest(t);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const error = touched ? emailError(t, email) : undefined;

  if (status === 'authenticated') return <ContinueAsUser t={t} pending={pending} onContinue={(address) => onAnswer(address, true)} />;

  if (linkSent) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-card border border-border bg-surface p-5 shadow-card" data-testid="funnel-link-sent">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-link">
          <MailCheck aria-hidden="true" className="size-6" />
        </div>
        <h2 className="text-xl font-semibold">{t('web.funnel_ui.link_sent_title')}</h2>
        <p role="status" className="text-muted [overflow-wrap:anywhere]">
          {t('web.funnel_ui.link_sent_body', { email: linkSent })}
        </p>
        <Button variant="secondary" onClick={() => setLinkSent(null)}>
          {t('web.funnel_ui.use_other_email')}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(t, email)) return;
    await run(async () => {
      const sessionId = await ensureSession();
      const address = email.trim();
      const result = await funnelsApi.emailLogin({ email: address, language, funnel_session_id: sessionId });
      if (result.status === 'link_sent') {
        setLinkSent(address);
        return;
      }
      await auth.setToken(result.access_token, result.expires_in);
      onAnswer(address, false);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailAnswerField
        label={t('web.funnel_ui.email_label')}
        placeholder={t('web.funnel_ui.email_placeholder')}
        hint={t('web.funnel_ui.email_hint')}
        value={email}
        error={error}
        onChange={setEmail}
        onBlur={() => setTouched(true)}
      />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" size="lg" block loading={busy || pending}>
        {t('web.funnel_ui.email_submit')}
      </Button>
      <HaveAccountLine t={t} returnPath={returnPath} />
    </form>
  );
}

/** Legacy sign-up: e-mail and password (POST /users/web with the funnel session), then the paywall. */
export function SignupStep({
  t,
  language,
  ensureSession,
  pending,
  onDone,
  returnPath,
}: {
  t: FunnelT;
  language: Language;
  ensureSession: EnsureSession;
  pending: boolean;
  onDone: (attach: boolean) => void;
  returnPath: string;
}) {
  const { status } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useStepRequest(t);

  if (status === 'authenticated') return <ContinueAsUser t={t} pending={pending} onContinue={() => onDone(true)} />;

  const emailProblem = touched ? emailError(t, email) : undefined;
  const passwordProblem = touched
    ? !password
      ? t('web.validation.required')
      : passwordSchema.safeParse(password).success
        ? undefined
        : t('web.funnel_ui.password_hint')
    : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(t, email) || !passwordSchema.safeParse(password).success) return;
    await run(async () => {
      const sessionId = await ensureSession();
      const result = await funnelsApi.signUp({ email: email.trim(), password, language, funnel_session_id: sessionId });
      await auth.setToken(result.access_token, result.expires_in);
      onDone(false);
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <EmailAnswerField
        label={t('web.funnel_ui.email_label')}
        placeholder={t('web.funnel_ui.email_placeholder')}
        value={email}
        error={emailProblem}
        onChange={setEmail}
      />
      <PasswordField
        label={t('web.funnel_ui.password_label')}
        name="password"
        autoComplete="new-password"
        hint={t('web.funnel_ui.password_hint')}
        value={password}
        error={passwordProblem}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" size="lg" block loading={busy || pending}>
        {t('web.funnel_ui.signup_submit')}
      </Button>
      <HaveAccountLine t={t} returnPath={returnPath} />
    </form>
  );
}

const RESEND_SECONDS = 60;

/** Counts down to zero once a second from `from` (restarted by changing `startedAt`). */
function useCountdown(startedAt: number | null, from: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, from - Math.floor((now - startedAt) / 1000));
}

/**
 * v3 "done": the account's e-mail, confirmed as is or changed (PATCH /users/web/email sends a confirmation link to the
 * new address; the link can be sent again after a countdown).
 */
export function ConfirmEmailStep({ t, pending, onContinue, returnPath }: { t: FunnelT; pending: boolean; onContinue: () => void; returnPath: string }) {
  const { status, user } = useAuth();
  const [changing, setChanging] = useState(false);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, failure, run } = useStepRequest(t);
  const [resent, setResent] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const left = useCountdown(sentAt, RESEND_SECONDS);

  if (status === 'anonymous') {
    return (
      <Link to={loginPathFor(returnPath)} className="font-semibold text-link underline">
        {t('web.funnel_ui.log_in')}
      </Link>
    );
  }
  if (!user) return <div aria-busy="true" className="skeleton h-32 rounded-card" />;

  const pendingEmail = user.pending_email;
  const send = (address: string, again: boolean) =>
    run(async () => {
      const result = await accountApi.changeEmail(address);
      auth.setUser({ ...user, pending_email: result.pending_email });
      setSentAt(Date.now());
      setResent(again);
      setChanging(false);
    });

  return (
    <div className="flex flex-col gap-5" data-testid="funnel-confirm-email">
      <p className="rounded-control bg-surface-2 px-4 py-3 font-medium [overflow-wrap:anywhere]" data-testid="funnel-account-email">
        {t('web.funnel_ui.account_is', { email: user.email })}
      </p>
      {pendingEmail && !changing && (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-muted [overflow-wrap:anywhere]">
            {resent ? t('web.funnel_ui.resent') : t('web.funnel_ui.change_sent', { email: pendingEmail, current: user.email })}
          </p>
          <Button variant="secondary" disabled={left > 0} loading={busy} onClick={() => void send(pendingEmail, true)} data-testid="funnel-resend">
            {left > 0 ? t('web.funnel_ui.resend_in', { seconds: left }) : t('web.funnel_ui.resend')}
          </Button>
        </div>
      )}
      {changing ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!emailError(t, email)) void send(email.trim(), false);
          }}
        >
          <EmailAnswerField label={t('web.funnel_ui.new_email_label')} value={email} error={touched ? emailError(t, email) : undefined} onChange={setEmail} />
          {failure && <Alert>{failure}</Alert>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" loading={busy}>
              {t('web.funnel_ui.send_link')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setChanging(false)}>
              {t('web.funnel_ui.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {failure && <Alert>{failure}</Alert>}
          <Button size="lg" block loading={pending} onClick={onContinue}>
            {t('web.funnel_ui.confirm_ok')}
          </Button>
          <Button variant="secondary" size="lg" block onClick={() => setChanging(true)}>
            {t('web.funnel_ui.change_email')}
          </Button>
        </>
      )}
    </div>
  );
}

/** The e-mail input of the funnel's e-mail, sign-up and "change the address" steps: one field, the same keyboard and autofill. */
function EmailAnswerField(props: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  hint?: string;
}) {
  return (
    <EmailField
      label={props.label}
      name="email"
      placeholder={props.placeholder}
      hint={props.hint}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
    />
  );
}
