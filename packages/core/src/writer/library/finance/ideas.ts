import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a personal-finance creator types, with the sub-topic that should cover each. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how i budget my paycheck', subTopic: 'budgeting' },
    { idea: 'how i budget on a low salary', subTopic: 'budgeting' },
    { idea: 'how to build an emergency fund on a low income', subTopic: 'emergency-fund' },
    { idea: 'how i saved for my first apartment', subTopic: 'saving-goals' },
    { idea: 'how to stop impulse buying online', subTopic: 'cutting-spending' },
    { idea: 'index funds for beginners', subTopic: 'investing-basics' },
    { idea: 'how i paid off 10k of credit card debt', subTopic: 'getting-out-of-debt' },
    { idea: 'how much to set aside for taxes as a freelancer', subTopic: 'freelancer-income' },
  ],
  ru: [
    { idea: 'как вести бюджет и дожить до зарплаты', subTopic: 'budgeting' },
    { idea: 'как распределять зарплату по конвертам', subTopic: 'budgeting' },
    { idea: 'как собрать подушку безопасности с маленькой зарплатой', subTopic: 'emergency-fund' },
    { idea: 'как перестать тратить деньги на маркетплейсах', subTopic: 'cutting-spending' },
    { idea: 'как накопить на первоначальный взнос', subTopic: 'saving-goals' },
    { idea: 'с чего начать инвестировать новичку', subTopic: 'investing-basics' },
    { idea: 'как я закрыла кредитку и все кредиты', subTopic: 'getting-out-of-debt' },
    { idea: 'налоги для самозанятых простыми словами', subTopic: 'freelancer-income' },
  ],
  pt: [
    { idea: 'como organizar o salário', subTopic: 'budgeting' },
    { idea: 'como dividir o salário no orçamento', subTopic: 'budgeting' },
    { idea: 'onde deixar a reserva de emergência', subTopic: 'emergency-fund' },
    { idea: 'desafio das 52 semanas vale a pena', subTopic: 'saving-goals' },
    { idea: 'cancelei minhas assinaturas de streaming', subTopic: 'cutting-spending' },
    { idea: 'como começar a investir com pouco dinheiro', subTopic: 'investing-basics' },
    { idea: 'como sair das dívidas do cartão de crédito', subTopic: 'getting-out-of-debt' },
    { idea: 'quanto o mei paga de imposto', subTopic: 'freelancer-income' },
  ],
  es: [
    { idea: 'cómo organizo mi sueldo cada mes', subTopic: 'budgeting' },
    { idea: 'no llego a fin de mes', subTopic: 'budgeting' },
    { idea: 'cómo armar un fondo de emergencia', subTopic: 'emergency-fund' },
    { idea: 'gastos hormiga que te dejan sin dinero', subTopic: 'cutting-spending' },
    { idea: 'cómo ahorré para la entrada de mi piso', subTopic: 'saving-goals' },
    { idea: 'fondos indexados para principiantes', subTopic: 'investing-basics' },
    { idea: 'cómo salí de deudas con la tarjeta de crédito', subTopic: 'getting-out-of-debt' },
    { idea: 'cuánto apartar para impuestos si eres autónomo', subTopic: 'freelancer-income' },
  ],
};
