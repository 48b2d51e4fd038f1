import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/** Impersonation (issue 13): the /impersonate page, its timeout error and the banner while viewing as a user. Keys `web.<section>.<key>`. */
const en = {
  impersonation: {
    banner: 'Viewing as {{email}}',
    banner_label: 'Viewing as another user',
    until: 'until {{time}}',
    stop: 'Stop viewing',
    title: 'View as a user',
    opening: 'Opening the account…',
    waiting: 'Loading what {{email}} sees…',
    timeout_title: 'The account did not load',
    timeout_text: 'The user’s account did not load within 10 seconds. Get a new link from the user’s page and try again.',
    invalid_title: 'This link cannot be used',
    missing_token: 'This page opens from the “View as user” link on a user’s page in the admin console.',
    ended_title: 'The view has ended',
    ended_text: 'Your view as {{email}} has ended. Your own account was not affected.',
    back_to_admin: 'Back to the admin console',
    back_to_user: 'Back to the user’s page',
  },
} as const;

const ru: SameShape<typeof en> = {
  impersonation: {
    banner: 'Вы смотрите как {{email}}',
    banner_label: 'Просмотр от имени другого пользователя',
    until: 'до {{time}}',
    stop: 'Завершить просмотр',
    title: 'Просмотр от имени пользователя',
    opening: 'Открываем аккаунт…',
    waiting: 'Загружаем то, что видит {{email}}…',
    timeout_title: 'Аккаунт не загрузился',
    timeout_text: 'Аккаунт пользователя не загрузился за 10 секунд. Получите новую ссылку на странице пользователя и попробуйте снова.',
    invalid_title: 'Этой ссылкой нельзя воспользоваться',
    missing_token: 'Эта страница открывается по ссылке «Войти как пользователь» на странице пользователя в админке.',
    ended_title: 'Просмотр завершён',
    ended_text: 'Просмотр от имени {{email}} завершён. Ваш собственный аккаунт не затронут.',
    back_to_admin: 'Вернуться в админку',
    back_to_user: 'Вернуться к странице пользователя',
  },
};

const pt: SameShape<typeof en> = {
  impersonation: {
    banner: 'Vendo como {{email}}',
    banner_label: 'Vendo como outro usuário',
    until: 'até {{time}}',
    stop: 'Parar de ver',
    title: 'Ver como usuário',
    opening: 'Abrindo a conta…',
    waiting: 'Carregando o que {{email}} vê…',
    timeout_title: 'A conta não carregou',
    timeout_text: 'A conta do usuário não carregou em 10 segundos. Gere um novo link na página do usuário e tente de novo.',
    invalid_title: 'Este link não pode ser usado',
    missing_token: 'Esta página abre pelo link “Ver como usuário” na página do usuário no painel de administração.',
    ended_title: 'A visualização terminou',
    ended_text: 'Sua visualização como {{email}} terminou. Sua própria conta não foi afetada.',
    back_to_admin: 'Voltar ao painel de administração',
    back_to_user: 'Voltar à página do usuário',
  },
};

const es: SameShape<typeof en> = {
  impersonation: {
    banner: 'Viendo como {{email}}',
    banner_label: 'Viendo como otro usuario',
    until: 'hasta las {{time}}',
    stop: 'Dejar de ver',
    title: 'Ver como usuario',
    opening: 'Abriendo la cuenta…',
    waiting: 'Cargando lo que ve {{email}}…',
    timeout_title: 'La cuenta no se cargó',
    timeout_text: 'La cuenta del usuario no se cargó en 10 segundos. Genera un enlace nuevo en la página del usuario y vuelve a intentarlo.',
    invalid_title: 'Este enlace no se puede usar',
    missing_token: 'Esta página se abre desde el enlace «Ver como usuario» en la página del usuario del panel de administración.',
    ended_title: 'La vista ha terminado',
    ended_text: 'Tu vista como {{email}} ha terminado. Tu propia cuenta no se vio afectada.',
    back_to_admin: 'Volver al panel de administración',
    back_to_user: 'Volver a la página del usuario',
  },
};

export const impersonationWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
