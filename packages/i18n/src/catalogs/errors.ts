import type { Language } from '../languages.ts';

/**
 * User-facing messages per API error code (spec §8 where the spec has a text).
 * Keys mirror the `ErrorCode` union in @reelcraft/contract; a test checks they stay in step.
 */
const en = {
  VALIDATION_FAILED: 'Please check the highlighted fields',
  MALFORMED_JSON: 'The request could not be read. Please try again',
  UNAUTHENTICATED: 'Please log in to continue',
  TOKEN_EXPIRED: 'Your session has expired. Please log in again',
  TOKEN_INVALID: 'Your session is not valid. Please log in again',
  LOGIN_FAILED: 'Failed to log in, Please try again',
  WRONG_PASSWORD: 'The password is not correct',
  FORBIDDEN: 'You do not have access to this',
  NOT_FOUND: 'Not found',
  EMAIL_TAKEN: 'An account with this e-mail already exists. Log in instead',
  ONE_TIME_TOKEN_INVALID: 'This link has expired or was already used. Please request a new one',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many attempts. Please wait {{minutes}} min and try again',
  RATE_LIMITED: 'Too many requests. Please slow down and try again',
  INTERNAL: 'Oops. Something went wrong on our side. Please try again',
  SERVICE_UNAVAILABLE: 'The service is busy right now. Please try again in a minute',
} as const;

const ru: Record<keyof typeof en, string> = {
  VALIDATION_FAILED: 'Проверьте выделенные поля',
  MALFORMED_JSON: 'Не удалось прочитать запрос. Попробуйте ещё раз',
  UNAUTHENTICATED: 'Войдите, чтобы продолжить',
  TOKEN_EXPIRED: 'Сессия истекла. Войдите снова',
  TOKEN_INVALID: 'Сессия недействительна. Войдите снова',
  LOGIN_FAILED: 'Не удалось войти. Попробуйте ещё раз',
  WRONG_PASSWORD: 'Неверный пароль',
  FORBIDDEN: 'У вас нет доступа к этому',
  NOT_FOUND: 'Не найдено',
  EMAIL_TAKEN: 'Аккаунт с этим e-mail уже существует. Войдите в него',
  ONE_TIME_TOKEN_INVALID: 'Ссылка устарела или уже использована. Запросите новую',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  UNSUPPORTED_MEDIA_TYPE: 'Этот тип данных не поддерживается',
  TOO_MANY_LOGIN_ATTEMPTS: 'Слишком много попыток. Подождите {{minutes}} мин. и попробуйте снова',
  RATE_LIMITED: 'Слишком много запросов. Попробуйте чуть позже',
  INTERNAL: 'Упс. Что-то пошло не так на нашей стороне. Попробуйте ещё раз',
  SERVICE_UNAVAILABLE: 'Сервис сейчас перегружен. Попробуйте через минуту',
};

const pt: Record<keyof typeof en, string> = {
  VALIDATION_FAILED: 'Verifique os campos destacados',
  MALFORMED_JSON: 'Não foi possível ler a solicitação. Tente novamente',
  UNAUTHENTICATED: 'Entre na sua conta para continuar',
  TOKEN_EXPIRED: 'Sua sessão expirou. Entre novamente',
  TOKEN_INVALID: 'Sua sessão não é válida. Entre novamente',
  LOGIN_FAILED: 'Falha ao entrar. Tente novamente',
  WRONG_PASSWORD: 'A senha está incorreta',
  FORBIDDEN: 'Você não tem acesso a isso',
  NOT_FOUND: 'Não encontrado',
  EMAIL_TAKEN: 'Já existe uma conta com este e-mail. Entre nela',
  ONE_TIME_TOKEN_INVALID: 'Este link expirou ou já foi usado. Solicite um novo',
  PAYLOAD_TOO_LARGE: 'A solicitação é grande demais',
  UNSUPPORTED_MEDIA_TYPE: 'Este tipo de conteúdo não é suportado',
  TOO_MANY_LOGIN_ATTEMPTS: 'Muitas tentativas. Aguarde {{minutes}} min e tente novamente',
  RATE_LIMITED: 'Muitas solicitações. Aguarde um pouco e tente novamente',
  INTERNAL: 'Ops. Algo deu errado do nosso lado. Tente novamente',
  SERVICE_UNAVAILABLE: 'O serviço está ocupado agora. Tente novamente em um minuto',
};

const es: Record<keyof typeof en, string> = {
  VALIDATION_FAILED: 'Revisa los campos marcados',
  MALFORMED_JSON: 'No pudimos leer la solicitud. Inténtalo de nuevo',
  UNAUTHENTICATED: 'Inicia sesión para continuar',
  TOKEN_EXPIRED: 'Tu sesión ha caducado. Inicia sesión de nuevo',
  TOKEN_INVALID: 'Tu sesión no es válida. Inicia sesión de nuevo',
  LOGIN_FAILED: 'No se pudo iniciar sesión. Inténtalo de nuevo',
  WRONG_PASSWORD: 'La contraseña no es correcta',
  FORBIDDEN: 'No tienes acceso a esto',
  NOT_FOUND: 'No encontrado',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo. Inicia sesión',
  ONE_TIME_TOKEN_INVALID: 'Este enlace ha caducado o ya se usó. Solicita uno nuevo',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'Este tipo de contenido no es compatible',
  TOO_MANY_LOGIN_ATTEMPTS: 'Demasiados intentos. Espera {{minutes}} min e inténtalo de nuevo',
  RATE_LIMITED: 'Demasiadas solicitudes. Espera un poco e inténtalo de nuevo',
  INTERNAL: 'Uy. Algo salió mal por nuestra parte. Inténtalo de nuevo',
  SERVICE_UNAVAILABLE: 'El servicio está ocupado. Inténtalo de nuevo en un minuto',
};

export const errorCatalogs: Record<Language, Record<keyof typeof en, string>> = { en, ru, pt, es };
export type ErrorMessageKey = keyof typeof en;
