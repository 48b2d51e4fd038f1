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
  // Billing (issue 10). Amounts and dates arrive formatted for the reader's language.
  receipt: {
    subject: 'Your Reelcraft receipt {{receipt_number}}',
    preview: '{{amount}} paid on {{date}}',
    body: 'Thank you! Your payment went through. Here are the details for your records.',
    button: 'See my payments',
    rows: { description: 'Item', amount: 'Amount', date: 'Date', card: 'Card', receipt_number: 'Receipt number', period: 'Billing period', renewal: 'Renewal' },
  },
  refund: {
    subject: 'Your Reelcraft refund {{refund_number}}: {{amount}}',
    preview: '{{amount}} is on its way back to you',
    body: 'We refunded {{amount}} for {{description}}. The money goes back to the card you paid with; banks usually show it within 5–10 business days. {{access}}',
    button: 'See my payments',
    rows: { amount: 'Refunded', description: 'Item', card: 'Card', receipt_number: 'Original receipt', refund_number: 'Refund number' },
    access: {
      ended: 'Your subscription has ended now: it will not renew, and you will not be charged again.',
      renews: 'Your subscription is not affected: it renews on {{date}}.',
      until: 'You keep access until {{date}}; the subscription will not renew.',
    },
  },
  'trial-ending': {
    subject: 'Your Reelcraft trial ends on {{date}}',
    preview: 'Then {{amount}} every 4 weeks; cancel any time',
    body: 'Your trial week ends on {{date}}. Then your subscription continues at {{amount}} every 4 weeks, charged to the card you saved. Want to stop? Cancel any time before that date in your subscription settings, and you will not be charged.',
    button: 'Manage my subscription',
  },
  'renewal-failed': {
    subject: 'We could not renew your Reelcraft subscription',
    preview: 'Your payment of {{amount}} did not go through',
    body: 'We tried to charge {{amount}} for your next period, but the payment did not go through: {{reason}}. We will try again on {{retry_date}}. To keep creating without a break, check your card or add another one.',
    button: 'Update my card',
  },
  'subscription-lapsed': {
    subject: 'Your Reelcraft subscription has ended',
    preview: 'The paid features are paused',
    body: 'Your subscription has ended, so new reels, avatar and story videos and extra analyses are paused. Your account is still here: whenever you are ready, you can subscribe again in a few taps.',
    button: 'See the plans',
  },
  'cancellation-confirmed': {
    subject: 'Your Reelcraft subscription is cancelled',
    preview: 'You keep full access until {{date}}',
    body: 'Done: your subscription will not renew and you will not be charged again. You keep full access until {{date}}. Changed your mind? You can subscribe again at any time.',
    button: 'Open my subscription',
  },
  'gift-delivered': {
    subject: '{{sender}} gave you {{period}} of Reelcraft',
    preview: 'A gift subscription is waiting for you',
    body: '{{sender}} gave you {{period}} of Reelcraft: reel scripts, memes, avatar and story videos made for your audience. Open the link to redeem your gift. It does not renew, and you will never be charged for it.',
    button: 'Redeem my gift',
  },
  'gift-redeemed': {
    subject: 'Your Reelcraft gift was redeemed',
    preview: '{{recipient}} is now creating with Reelcraft',
    body: '{{recipient}} redeemed your gift: {{period}} of Reelcraft. Thank you for sharing it!',
    button: 'Open Reelcraft',
  },
  'referral-reward': {
    subject: 'You earned 4 free weeks of Reelcraft',
    preview: 'A friend you invited subscribed',
    body: 'A friend you invited subscribed to Reelcraft, so you get 4 free premium weeks. They are already on your account: your access now runs until {{date}}. Every friend who subscribes adds another 4 weeks.',
    button: 'Invite more friends',
  },
  'account-deleted': {
    subject: 'Your Reelcraft account is deleted',
    preview: 'Your account and everything in it are gone',
    body: 'As you asked, your Reelcraft account is deleted: your profile, scripts, videos and files are erased. If you had a subscription, it ended on the day of the deletion and you will not be charged again; the paid time left was not refunded. Payment records the law makes us keep no longer name you. You are welcome back any time.',
    button: 'Visit Reelcraft',
  },
  'welcome-link': {
    subject: 'Welcome to Reelcraft: your sign-in link',
    preview: 'Your account has no password: sign in with this link',
    body: 'Your Reelcraft account is ready. It has no password, so use this link to sign in on any device. It works once and expires in 24 hours. Later you can always ask for a new link on the log-in page, or set a password in your profile.',
    button: 'Sign in to Reelcraft',
  },
  // Issue 31: a money-back claim declined, with the admin's note as written (a refunded one gets the 'refund' e-mail).
  'money-back-declined': {
    subject: 'Your Reelcraft money-back claim',
    preview: 'We could not approve your claim',
    body: 'We looked at your money-back claim and could not approve it. Our note: “{{note}}”. Your subscription stays as it was. Questions? Write to us at {{support}}.',
    button: 'Open my subscription',
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
  receipt: {
    subject: 'Чек Reelcraft {{receipt_number}}',
    preview: 'Оплачено {{amount}}, {{date}}',
    body: 'Спасибо! Оплата прошла. Вот детали платежа — сохраните их на всякий случай.',
    button: 'Мои платежи',
    rows: { description: 'Покупка', amount: 'Сумма', date: 'Дата', card: 'Карта', receipt_number: 'Номер чека', period: 'Оплаченный период', renewal: 'Продление' },
  },
  refund: {
    subject: 'Возврат Reelcraft {{refund_number}}: {{amount}}',
    preview: '{{amount}} возвращаются вам',
    body: 'Мы вернули {{amount}} за «{{description}}». Деньги придут на карту, которой вы платили; обычно банк показывает возврат в течение 5–10 рабочих дней. {{access}}',
    button: 'Мои платежи',
    rows: { amount: 'Возвращено', description: 'Покупка', card: 'Карта', receipt_number: 'Исходный чек', refund_number: 'Номер возврата' },
    access: {
      ended: 'Ваша подписка завершена сейчас: она не продлится, и больше списаний не будет.',
      renews: 'Подписка продолжает действовать: следующее продление — {{date}}.',
      until: 'Доступ сохраняется до {{date}}; подписка не продлится.',
    },
  },
  'trial-ending': {
    subject: 'Пробный период Reelcraft заканчивается {{date}}',
    preview: 'Дальше {{amount}} каждые 4 недели; отменить можно в любой момент',
    body: 'Ваша пробная неделя заканчивается {{date}}. Затем подписка продолжится за {{amount}} каждые 4 недели — списание с сохранённой карты. Не хотите продолжать? Отмените подписку в настройках до этой даты, и списания не будет.',
    button: 'Управлять подпиской',
  },
  'renewal-failed': {
    subject: 'Не удалось продлить подписку Reelcraft',
    preview: 'Платёж на {{amount}} не прошёл',
    body: 'Мы попытались списать {{amount}} за следующий период, но платёж не прошёл: {{reason}}. Следующая попытка — {{retry_date}}. Чтобы продолжать без перерыва, проверьте карту или добавьте другую.',
    button: 'Обновить карту',
  },
  'subscription-lapsed': {
    subject: 'Подписка Reelcraft закончилась',
    preview: 'Платные функции приостановлены',
    body: 'Ваша подписка закончилась, поэтому новые рилсы, видео с аватаром и истории, а также дополнительные анализы приостановлены. Аккаунт никуда не делся: когда будете готовы, оформите подписку снова в пару касаний.',
    button: 'Посмотреть тарифы',
  },
  'cancellation-confirmed': {
    subject: 'Подписка Reelcraft отменена',
    preview: 'Полный доступ сохраняется до {{date}}',
    body: 'Готово: подписка не продлится, и больше списаний не будет. Полный доступ сохраняется до {{date}}. Передумаете — оформить подписку снова можно в любой момент.',
    button: 'Открыть подписку',
  },
  'gift-delivered': {
    subject: '{{sender}} дарит вам Reelcraft: {{period}}',
    preview: 'Вас ждёт подарочная подписка',
    body: '{{sender}} дарит вам Reelcraft на срок: {{period}}. Сценарии рилсов, мемы, видео с аватаром и истории для вашей аудитории. Откройте ссылку, чтобы активировать подарок. Он не продлевается автоматически, и платить за него не придётся.',
    button: 'Активировать подарок',
  },
  'gift-redeemed': {
    subject: 'Ваш подарок Reelcraft активирован',
    preview: '{{recipient}} уже создаёт контент с Reelcraft',
    body: '{{recipient}} активировал(а) ваш подарок — Reelcraft на срок: {{period}}. Спасибо, что делитесь!',
    button: 'Открыть Reelcraft',
  },
  'referral-reward': {
    subject: 'Вы получили 4 бесплатные недели Reelcraft',
    preview: 'Приглашённый вами друг оформил подписку',
    body: 'Друг, которого вы пригласили, оформил подписку Reelcraft, и вы получаете 4 бесплатные премиум-недели. Они уже начислены: доступ теперь действует до {{date}}. Каждый друг с подпиской добавляет ещё 4 недели.',
    button: 'Пригласить ещё друзей',
  },
  'account-deleted': {
    subject: 'Ваш аккаунт Reelcraft удалён',
    preview: 'Аккаунт и всё, что в нём было, удалены',
    body: 'Как вы и просили, ваш аккаунт Reelcraft удалён: профиль, сценарии, видео и файлы стёрты. Если у вас была подписка, она закончилась в день удаления, и списаний больше не будет; оплаченное оставшееся время не возвращается. Платёжные записи, которые мы обязаны хранить по закону, больше не связаны с вами. Будем рады видеть вас снова.',
    button: 'Открыть Reelcraft',
  },
  'welcome-link': {
    subject: 'Добро пожаловать в Reelcraft: ссылка для входа',
    preview: 'У аккаунта нет пароля: входите по этой ссылке',
    body: 'Ваш аккаунт Reelcraft готов. Пароля у него нет, поэтому входите по этой ссылке с любого устройства. Ссылка одноразовая и действует 24 часа. Новую ссылку всегда можно запросить на странице входа, а пароль — задать в профиле.',
    button: 'Войти в Reelcraft',
  },
  'money-back-declined': {
    subject: 'Ваша заявка на возврат денег Reelcraft',
    preview: 'Мы не смогли одобрить заявку',
    body: 'Мы рассмотрели вашу заявку на возврат денег и не смогли её одобрить. Наш комментарий: «{{note}}». Подписка осталась без изменений. Есть вопросы? Напишите нам на {{support}}.',
    button: 'Открыть подписку',
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
  receipt: {
    subject: 'Seu recibo do Reelcraft {{receipt_number}}',
    preview: '{{amount}} pago em {{date}}',
    body: 'Obrigado! Seu pagamento foi aprovado. Aqui estão os detalhes para guardar.',
    button: 'Ver meus pagamentos',
    rows: { description: 'Item', amount: 'Valor', date: 'Data', card: 'Cartão', receipt_number: 'Número do recibo', period: 'Período cobrado', renewal: 'Renovação' },
  },
  refund: {
    subject: 'Seu reembolso do Reelcraft {{refund_number}}: {{amount}}',
    preview: '{{amount}} está voltando para você',
    body: 'Reembolsamos {{amount}} referente a {{description}}. O dinheiro volta para o cartão usado no pagamento; os bancos costumam mostrá-lo em 5 a 10 dias úteis. {{access}}',
    button: 'Ver meus pagamentos',
    rows: { amount: 'Reembolsado', description: 'Item', card: 'Cartão', receipt_number: 'Recibo original', refund_number: 'Número do reembolso' },
    access: {
      ended: 'Sua assinatura foi encerrada agora: ela não será renovada e você não será cobrado novamente.',
      renews: 'Sua assinatura continua: ela renova em {{date}}.',
      until: 'Você mantém o acesso até {{date}}; a assinatura não será renovada.',
    },
  },
  'trial-ending': {
    subject: 'Seu teste do Reelcraft termina em {{date}}',
    preview: 'Depois, {{amount}} a cada 4 semanas; cancele quando quiser',
    body: 'Sua semana de teste termina em {{date}}. Depois, a assinatura continua por {{amount}} a cada 4 semanas, cobrados no cartão que você salvou. Quer parar? Cancele quando quiser antes dessa data nas configurações da assinatura e nada será cobrado.',
    button: 'Gerenciar minha assinatura',
  },
  'renewal-failed': {
    subject: 'Não conseguimos renovar sua assinatura do Reelcraft',
    preview: 'Seu pagamento de {{amount}} não foi aprovado',
    body: 'Tentamos cobrar {{amount}} pelo próximo período, mas o pagamento não foi aprovado: {{reason}}. Vamos tentar de novo em {{retry_date}}. Para continuar criando sem pausa, confira seu cartão ou adicione outro.',
    button: 'Atualizar meu cartão',
  },
  'subscription-lapsed': {
    subject: 'Sua assinatura do Reelcraft terminou',
    preview: 'Os recursos pagos estão pausados',
    body: 'Sua assinatura terminou, então novos reels, vídeos com avatar e histórias e análises extras estão pausados. Sua conta continua aqui: quando quiser, é só assinar de novo em poucos toques.',
    button: 'Ver os planos',
  },
  'cancellation-confirmed': {
    subject: 'Sua assinatura do Reelcraft foi cancelada',
    preview: 'Você mantém o acesso completo até {{date}}',
    body: 'Pronto: sua assinatura não será renovada e não haverá novas cobranças. Você mantém o acesso completo até {{date}}. Mudou de ideia? Pode assinar de novo quando quiser.',
    button: 'Abrir minha assinatura',
  },
  'gift-delivered': {
    subject: '{{sender}} deu a você {{period}} de Reelcraft',
    preview: 'Uma assinatura de presente está esperando por você',
    body: '{{sender}} deu a você {{period}} de Reelcraft: roteiros de reels, memes, vídeos com avatar e histórias feitos para o seu público. Abra o link para resgatar o presente. Ele não se renova e você nunca será cobrado por ele.',
    button: 'Resgatar meu presente',
  },
  'gift-redeemed': {
    subject: 'Seu presente do Reelcraft foi resgatado',
    preview: '{{recipient}} já está criando com o Reelcraft',
    body: '{{recipient}} resgatou o seu presente: {{period}} de Reelcraft. Obrigado por compartilhar!',
    button: 'Abrir o Reelcraft',
  },
  'referral-reward': {
    subject: 'Você ganhou 4 semanas grátis de Reelcraft',
    preview: 'Um amigo que você convidou assinou',
    body: 'Um amigo que você convidou assinou o Reelcraft, então você ganha 4 semanas premium grátis. Elas já estão na sua conta: seu acesso agora vai até {{date}}. Cada amigo que assina soma mais 4 semanas.',
    button: 'Convidar mais amigos',
  },
  'account-deleted': {
    subject: 'Sua conta Reelcraft foi excluída',
    preview: 'Sua conta e tudo o que havia nela foram apagados',
    body: 'Como você pediu, sua conta Reelcraft foi excluída: perfil, roteiros, vídeos e arquivos foram apagados. Se você tinha uma assinatura, ela terminou no dia da exclusão e não haverá novas cobranças; o tempo pago restante não foi reembolsado. Os registros de pagamento que a lei nos obriga a guardar não identificam mais você. Volte quando quiser.',
    button: 'Visitar o Reelcraft',
  },
  'welcome-link': {
    subject: 'Boas-vindas ao Reelcraft: seu link de acesso',
    preview: 'Sua conta não tem senha: entre com este link',
    body: 'Sua conta Reelcraft está pronta. Ela não tem senha, então use este link para entrar em qualquer dispositivo. Ele funciona uma vez e expira em 24 horas. Depois, você sempre pode pedir um novo link na página de login ou definir uma senha no seu perfil.',
    button: 'Entrar no Reelcraft',
  },
  'money-back-declined': {
    subject: 'Seu pedido de reembolso do Reelcraft',
    preview: 'Não pudemos aprovar o seu pedido',
    body: 'Analisamos o seu pedido de reembolso e não pudemos aprová-lo. Nossa observação: “{{note}}”. Sua assinatura continua como estava. Dúvidas? Escreva para {{support}}.',
    button: 'Abrir minha assinatura',
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
  receipt: {
    subject: 'Tu recibo de Reelcraft {{receipt_number}}',
    preview: '{{amount}} pagado el {{date}}',
    body: '¡Gracias! Tu pago se ha completado. Aquí tienes los detalles para guardarlos.',
    button: 'Ver mis pagos',
    rows: { description: 'Concepto', amount: 'Importe', date: 'Fecha', card: 'Tarjeta', receipt_number: 'Número de recibo', period: 'Periodo facturado', renewal: 'Renovación' },
  },
  refund: {
    subject: 'Tu reembolso de Reelcraft {{refund_number}}: {{amount}}',
    preview: '{{amount}} vuelve a ti',
    body: 'Te hemos reembolsado {{amount}} por {{description}}. El dinero vuelve a la tarjeta con la que pagaste; los bancos suelen mostrarlo en 5 a 10 días hábiles. {{access}}',
    button: 'Ver mis pagos',
    rows: { amount: 'Reembolsado', description: 'Concepto', card: 'Tarjeta', receipt_number: 'Recibo original', refund_number: 'Número de reembolso' },
    access: {
      ended: 'Tu suscripción ha terminado ahora: no se renovará y no se te volverá a cobrar.',
      renews: 'Tu suscripción sigue igual: se renueva el {{date}}.',
      until: 'Mantienes el acceso hasta el {{date}}; la suscripción no se renovará.',
    },
  },
  'trial-ending': {
    subject: 'Tu prueba de Reelcraft termina el {{date}}',
    preview: 'Después, {{amount}} cada 4 semanas; cancela cuando quieras',
    body: 'Tu semana de prueba termina el {{date}}. Después, la suscripción sigue por {{amount}} cada 4 semanas, con cargo a la tarjeta que guardaste. ¿Prefieres parar? Cancela cuando quieras antes de esa fecha en los ajustes de tu suscripción y no se te cobrará.',
    button: 'Gestionar mi suscripción',
  },
  'renewal-failed': {
    subject: 'No pudimos renovar tu suscripción de Reelcraft',
    preview: 'Tu pago de {{amount}} no se completó',
    body: 'Intentamos cobrar {{amount}} por tu próximo periodo, pero el pago no se completó: {{reason}}. Lo intentaremos de nuevo el {{retry_date}}. Para seguir creando sin pausas, revisa tu tarjeta o añade otra.',
    button: 'Actualizar mi tarjeta',
  },
  'subscription-lapsed': {
    subject: 'Tu suscripción de Reelcraft ha terminado',
    preview: 'Las funciones de pago están en pausa',
    body: 'Tu suscripción ha terminado, así que los nuevos reels, los vídeos con avatar y las historias y los análisis extra están en pausa. Tu cuenta sigue aquí: cuando quieras, puedes suscribirte de nuevo en unos toques.',
    button: 'Ver los planes',
  },
  'cancellation-confirmed': {
    subject: 'Tu suscripción de Reelcraft está cancelada',
    preview: 'Mantienes el acceso completo hasta el {{date}}',
    body: 'Listo: tu suscripción no se renovará y no se te cobrará nada más. Mantienes el acceso completo hasta el {{date}}. ¿Cambiaste de idea? Puedes suscribirte de nuevo cuando quieras.',
    button: 'Abrir mi suscripción',
  },
  'gift-delivered': {
    subject: '{{sender}} te ha regalado {{period}} de Reelcraft',
    preview: 'Te espera una suscripción de regalo',
    body: '{{sender}} te ha regalado {{period}} de Reelcraft: guiones de reels, memes, vídeos con avatar e historias pensados para tu audiencia. Abre el enlace para canjear tu regalo. No se renueva y nunca se te cobrará por él.',
    button: 'Canjear mi regalo',
  },
  'gift-redeemed': {
    subject: 'Tu regalo de Reelcraft se ha canjeado',
    preview: '{{recipient}} ya está creando con Reelcraft',
    body: '{{recipient}} ha canjeado tu regalo: {{period}} de Reelcraft. ¡Gracias por compartirlo!',
    button: 'Abrir Reelcraft',
  },
  'referral-reward': {
    subject: 'Has ganado 4 semanas gratis de Reelcraft',
    preview: 'Un amigo al que invitaste se ha suscrito',
    body: 'Un amigo al que invitaste se ha suscrito a Reelcraft, así que recibes 4 semanas premium gratis. Ya están en tu cuenta: tu acceso dura ahora hasta el {{date}}. Cada amigo que se suscribe suma otras 4 semanas.',
    button: 'Invitar a más amigos',
  },
  'account-deleted': {
    subject: 'Tu cuenta de Reelcraft se ha eliminado',
    preview: 'Tu cuenta y todo lo que contenía se han borrado',
    body: 'Como pediste, tu cuenta de Reelcraft se ha eliminado: perfil, guiones, vídeos y archivos se han borrado. Si tenías una suscripción, terminó el día de la eliminación y no se te cobrará de nuevo; el tiempo pagado restante no se reembolsó. Los registros de pago que la ley nos obliga a conservar ya no te identifican. Vuelve cuando quieras.',
    button: 'Visitar Reelcraft',
  },
  'welcome-link': {
    subject: 'Bienvenido a Reelcraft: tu enlace de acceso',
    preview: 'Tu cuenta no tiene contraseña: entra con este enlace',
    body: 'Tu cuenta de Reelcraft está lista. No tiene contraseña, así que usa este enlace para entrar desde cualquier dispositivo. Funciona una vez y caduca en 24 horas. Más adelante siempre puedes pedir un enlace nuevo en la página de inicio de sesión o definir una contraseña en tu perfil.',
    button: 'Entrar en Reelcraft',
  },
  'money-back-declined': {
    subject: 'Tu solicitud de reembolso de Reelcraft',
    preview: 'No pudimos aprobar tu solicitud',
    body: 'Revisamos tu solicitud de reembolso y no pudimos aprobarla. Nuestra nota: «{{note}}». Tu suscripción sigue como estaba. ¿Preguntas? Escríbenos a {{support}}.',
    button: 'Abrir mi suscripción',
  },
};

export const emailCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
export type EmailCatalog = SameShape<typeof en>;
