import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';

/** Texts of every e-mail we send. `{{link}}` and friends are filled in by the mail renderer. */
const en = {
  common: {
    greeting: 'Hi!',
    signature: 'The Reelcraft team',
    footer: 'You received this e-mail because someone used this address on Reelcraft. If it was not you, ignore it.',
    button_fallback: 'If the button does not work, copy this link into your browser:',
  },
  'password-reset': {
    subject: 'Reset your Reelcraft password',
    preview: 'A link to set a new password, valid for 1 hour',
    body: 'We received a request to reset the password of your Reelcraft account. The link works once and expires in 1 hour.',
    button: 'Set a new password',
  },
  'magic-login': {
    subject: 'Your Reelcraft sign-in link',
    preview: 'Sign in with one click, valid for 1 hour',
    body: 'Use this link to sign in to Reelcraft. It works once and expires in 1 hour.',
    button: 'Sign in',
  },
  'email-change-confirm': {
    subject: 'Confirm your new e-mail for Reelcraft',
    preview: 'One click to confirm the change',
    body: 'You asked to use this address for your Reelcraft account. Confirm it to finish the change. The link expires in 24 hours.',
    button: 'Confirm e-mail',
  },
  'email-changed-notice': {
    subject: 'Your Reelcraft e-mail is being changed',
    preview: 'A change of e-mail was requested',
    body: 'Someone asked to change the e-mail of your Reelcraft account to {{new_email}}. If it was not you, write to us at {{support}}.',
    button: 'Open Reelcraft',
  },
  'analysis-link': {
    subject: 'Your Instagram analysis of @{{username}}',
    preview: 'Your numbers, your style and what to post next',
    body: 'Here is the analysis of @{{username}}: what your audience responds to, how you compare with accounts of your size, and concrete next steps.',
    button: 'Open the analysis',
  },
  welcome: {
    subject: 'Welcome to Reelcraft',
    preview: 'Your first reel is a few minutes away',
    body: 'Your account is ready. Analyse your Instagram profile, pick a trend and get your first script in minutes.',
    button: 'Open Reelcraft',
  },
} as const;

const ru: SameShape<typeof en> = {
  common: {
    greeting: 'Здравствуйте!',
    signature: 'Команда Reelcraft',
    footer: 'Вы получили это письмо, потому что этот адрес указали в Reelcraft. Если это были не вы, просто проигнорируйте его.',
    button_fallback: 'Если кнопка не работает, скопируйте ссылку в браузер:',
  },
  'password-reset': {
    subject: 'Сброс пароля Reelcraft',
    preview: 'Ссылка для нового пароля, действует 1 час',
    body: 'Мы получили запрос на сброс пароля вашего аккаунта Reelcraft. Ссылка одноразовая и действует 1 час.',
    button: 'Задать новый пароль',
  },
  'magic-login': {
    subject: 'Ссылка для входа в Reelcraft',
    preview: 'Вход в один клик, ссылка действует 1 час',
    body: 'Нажмите, чтобы войти в Reelcraft. Ссылка одноразовая и действует 1 час.',
    button: 'Войти',
  },
  'email-change-confirm': {
    subject: 'Подтвердите новый e-mail в Reelcraft',
    preview: 'Один клик, чтобы подтвердить смену',
    body: 'Вы указали этот адрес для аккаунта Reelcraft. Подтвердите его, чтобы завершить смену. Ссылка действует 24 часа.',
    button: 'Подтвердить e-mail',
  },
  'email-changed-notice': {
    subject: 'Смена e-mail в Reelcraft',
    preview: 'Запрошена смена e-mail',
    body: 'Кто-то запросил смену e-mail вашего аккаунта Reelcraft на {{new_email}}. Если это были не вы, напишите нам: {{support}}.',
    button: 'Открыть Reelcraft',
  },
  'analysis-link': {
    subject: 'Ваш анализ Instagram @{{username}}',
    preview: 'Ваши цифры, ваш стиль и что публиковать дальше',
    body: 'Вот анализ @{{username}}: на что откликается ваша аудитория, как вы выглядите на фоне аккаунтов вашего размера и конкретные следующие шаги.',
    button: 'Открыть анализ',
  },
  welcome: {
    subject: 'Добро пожаловать в Reelcraft',
    preview: 'До первого рилса — несколько минут',
    body: 'Аккаунт готов. Проанализируйте свой Instagram, выберите тренд и получите первый сценарий за несколько минут.',
    button: 'Открыть Reelcraft',
  },
};

const pt: SameShape<typeof en> = {
  common: {
    greeting: 'Olá!',
    signature: 'Equipe Reelcraft',
    footer: 'Você recebeu este e-mail porque alguém usou este endereço no Reelcraft. Se não foi você, ignore-o.',
    button_fallback: 'Se o botão não funcionar, copie este link no navegador:',
  },
  'password-reset': {
    subject: 'Redefina sua senha do Reelcraft',
    preview: 'Um link para criar uma nova senha, válido por 1 hora',
    body: 'Recebemos um pedido para redefinir a senha da sua conta Reelcraft. O link funciona uma vez e expira em 1 hora.',
    button: 'Criar nova senha',
  },
  'magic-login': {
    subject: 'Seu link de acesso ao Reelcraft',
    preview: 'Entre com um clique, válido por 1 hora',
    body: 'Use este link para entrar no Reelcraft. Ele funciona uma vez e expira em 1 hora.',
    button: 'Entrar',
  },
  'email-change-confirm': {
    subject: 'Confirme seu novo e-mail no Reelcraft',
    preview: 'Um clique para confirmar a troca',
    body: 'Você pediu para usar este endereço na sua conta Reelcraft. Confirme para concluir a troca. O link expira em 24 horas.',
    button: 'Confirmar e-mail',
  },
  'email-changed-notice': {
    subject: 'Seu e-mail do Reelcraft está sendo alterado',
    preview: 'Foi pedida uma troca de e-mail',
    body: 'Alguém pediu para trocar o e-mail da sua conta Reelcraft para {{new_email}}. Se não foi você, escreva para {{support}}.',
    button: 'Abrir o Reelcraft',
  },
  'analysis-link': {
    subject: 'Sua análise do Instagram de @{{username}}',
    preview: 'Seus números, seu estilo e o que postar em seguida',
    body: 'Aqui está a análise de @{{username}}: ao que seu público reage, como você se compara a contas do seu tamanho e próximos passos concretos.',
    button: 'Abrir a análise',
  },
  welcome: {
    subject: 'Boas-vindas ao Reelcraft',
    preview: 'Seu primeiro reel está a poucos minutos',
    body: 'Sua conta está pronta. Analise seu perfil do Instagram, escolha uma tendência e receba seu primeiro roteiro em minutos.',
    button: 'Abrir o Reelcraft',
  },
};

const es: SameShape<typeof en> = {
  common: {
    greeting: '¡Hola!',
    signature: 'El equipo de Reelcraft',
    footer: 'Recibiste este correo porque alguien usó esta dirección en Reelcraft. Si no fuiste tú, ignóralo.',
    button_fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
  },
  'password-reset': {
    subject: 'Restablece tu contraseña de Reelcraft',
    preview: 'Un enlace para crear una contraseña nueva, válido 1 hora',
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Reelcraft. El enlace funciona una sola vez y caduca en 1 hora.',
    button: 'Crear contraseña nueva',
  },
  'magic-login': {
    subject: 'Tu enlace para entrar en Reelcraft',
    preview: 'Entra con un clic, válido 1 hora',
    body: 'Usa este enlace para entrar en Reelcraft. Funciona una sola vez y caduca en 1 hora.',
    button: 'Entrar',
  },
  'email-change-confirm': {
    subject: 'Confirma tu nuevo correo en Reelcraft',
    preview: 'Un clic para confirmar el cambio',
    body: 'Pediste usar esta dirección en tu cuenta de Reelcraft. Confírmala para terminar el cambio. El enlace caduca en 24 horas.',
    button: 'Confirmar correo',
  },
  'email-changed-notice': {
    subject: 'Se está cambiando tu correo de Reelcraft',
    preview: 'Se pidió un cambio de correo',
    body: 'Alguien pidió cambiar el correo de tu cuenta de Reelcraft a {{new_email}}. Si no fuiste tú, escríbenos a {{support}}.',
    button: 'Abrir Reelcraft',
  },
  'analysis-link': {
    subject: 'Tu análisis de Instagram de @{{username}}',
    preview: 'Tus cifras, tu estilo y qué publicar después',
    body: 'Aquí tienes el análisis de @{{username}}: a qué responde tu audiencia, cómo te comparas con cuentas de tu tamaño y los próximos pasos concretos.',
    button: 'Abrir el análisis',
  },
  welcome: {
    subject: 'Te damos la bienvenida a Reelcraft',
    preview: 'Tu primer reel está a pocos minutos',
    body: 'Tu cuenta está lista. Analiza tu perfil de Instagram, elige una tendencia y recibe tu primer guion en minutos.',
    button: 'Abrir Reelcraft',
  },
};

export const emailCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
export type EmailCatalog = SameShape<typeof en>;
