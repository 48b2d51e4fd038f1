import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a health & fitness creator types, with the sub-topic that should cover each (retrieval checks). */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how I fixed my posture working from home', subTopic: 'posture' },
    { idea: 'leg day', subTopic: 'strength-training' },
    { idea: 'how i finally started running after 35', subTopic: 'running' },
    { idea: 'my glute workout for beginners', subTopic: 'strength-training' },
    { idea: 'why you cannot lose belly fat', subTopic: 'fat-loss' },
    { idea: '3 stretches for tight hips', subTopic: 'mobility' },
    { idea: '20 minute home workout no equipment', subTopic: 'home-workouts' },
    { idea: 'what i eat in a day to lose weight', subTopic: 'fat-loss' },
  ],
  ru: [
    { idea: 'как я исправила осанку на удалёнке', subTopic: 'posture' },
    { idea: 'день ног', subTopic: 'strength-training' },
    { idea: 'как начать бегать с нуля после 35', subTopic: 'running' },
    { idea: 'тренировка на ягодицы в зале', subTopic: 'strength-training' },
    { idea: 'почему не уходит жир на животе', subTopic: 'fat-loss' },
    { idea: 'растяжка для шпагата дома', subTopic: 'mobility' },
    { idea: 'тренировка дома без инвентаря 20 минут', subTopic: 'home-workouts' },
    { idea: 'что я ем за день на похудении', subTopic: 'fat-loss' },
  ],
  pt: [
    { idea: 'como melhorei minha postura no home office', subTopic: 'posture' },
    { idea: 'treino de perna', subTopic: 'strength-training' },
    { idea: 'comecei a correr depois dos 35', subTopic: 'running' },
    { idea: 'treino de glúteo pra iniciante', subTopic: 'strength-training' },
    { idea: 'por que você não perde barriga', subTopic: 'fat-loss' },
    { idea: 'alongamento pra quadril travado', subTopic: 'mobility' },
    { idea: 'treino em casa sem equipamento', subTopic: 'home-workouts' },
    { idea: 'o que eu como em um dia pra emagrecer', subTopic: 'fat-loss' },
  ],
  es: [
    { idea: 'cómo mejoré mi postura en home office', subTopic: 'posture' },
    { idea: 'día de pierna', subTopic: 'strength-training' },
    { idea: 'cómo empecé a correr después de los 35', subTopic: 'running' },
    { idea: 'rutina de glúteos para principiantes', subTopic: 'strength-training' },
    { idea: 'por qué no bajas la panza', subTopic: 'fat-loss' },
    { idea: 'estiramientos para la cadera rígida', subTopic: 'mobility' },
    { idea: 'rutina en casa sin equipo de 20 minutos', subTopic: 'home-workouts' },
    { idea: 'lo que como en un día para bajar de peso', subTopic: 'fat-loss' },
  ],
};
