import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/**
 * "Write to support" (issue 13 item 6; on the password reset page and after payment and cancel failures): the e-mail
 * and, when SUPPORT_CHAT_URL is set, a messenger/chat link; the PROMO keyword for promo codes and discounts. Keys
 * `web.support.<key>`.
 */
const en = {
  support: {
    label: 'Support',
    email: 'E-mail {{email}}',
    chat: 'Chat with support',
    new_tab: '(opens in a new tab)',
    payment_failed: 'Payment still not going through? Write to support and we will sort it out.',
    update_failed: 'Your account still not updated? Write to support: the payment is recorded and we will switch your subscription on.',
    cancel_failed: 'Write to support and we will cancel it for you.',
    payment_subject: 'Payment problem',
    cancel_subject: 'Cancel my subscription',
    promo: 'Want a promo code or a discount? E-mail support with the word PROMO in the subject.',
  },
} as const;

const ru: SameShape<typeof en> = {
  support: {
    label: 'Поддержка',
    email: 'Написать на {{email}}',
    chat: 'Чат с поддержкой',
    new_tab: '(откроется в новой вкладке)',
    payment_failed: 'Оплата так и не проходит? Напишите в поддержку — мы разберёмся.',
    update_failed: 'Аккаунт так и не обновился? Напишите в поддержку: оплата учтена, мы включим подписку.',
    cancel_failed: 'Напишите в поддержку, и мы отменим подписку за вас.',
    payment_subject: 'Проблема с оплатой',
    cancel_subject: 'Отменить подписку',
    promo: 'Нужен промокод или скидка? Напишите в поддержку со словом PROMO в теме письма.',
  },
};

const pt: SameShape<typeof en> = {
  support: {
    label: 'Suporte',
    email: 'Escrever para {{email}}',
    chat: 'Conversar com o suporte',
    new_tab: '(abre em uma nova aba)',
    payment_failed: 'O pagamento ainda não passa? Escreva para o suporte e a gente resolve.',
    update_failed: 'A conta ainda não foi atualizada? Escreva para o suporte: o pagamento está registrado e ativamos a assinatura.',
    cancel_failed: 'Escreva para o suporte e nós cancelamos para você.',
    payment_subject: 'Problema com o pagamento',
    cancel_subject: 'Cancelar minha assinatura',
    promo: 'Quer um código promocional ou desconto? Escreva para o suporte com a palavra PROMO no assunto.',
  },
};

const es: SameShape<typeof en> = {
  support: {
    label: 'Soporte',
    email: 'Escribir a {{email}}',
    chat: 'Chatear con soporte',
    new_tab: '(se abre en una pestaña nueva)',
    payment_failed: '¿El pago sigue sin pasar? Escribe a soporte y lo solucionamos.',
    update_failed: '¿Tu cuenta sigue sin actualizarse? Escribe a soporte: el pago está registrado y activaremos la suscripción.',
    cancel_failed: 'Escribe a soporte y la cancelamos por ti.',
    payment_subject: 'Problema con el pago',
    cancel_subject: 'Cancelar mi suscripción',
    promo: '¿Quieres un código promocional o un descuento? Escribe a soporte con la palabra PROMO en el asunto.',
  },
};

export const supportWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
