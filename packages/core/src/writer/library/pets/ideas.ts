import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas as pet creators type them, with the sub-topic that should cover each (retrieval checks). */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'potty training my puppy in one week', subTopic: 'puppy-training' },
    { idea: 'puppy biting', subTopic: 'puppy-training' },
    { idea: 'how i stopped my dog pulling on the leash', subTopic: 'leash-walking-recall' },
    { idea: 'why your cat scratches the couch', subTopic: 'cat-behaviour' },
    { idea: 'foods your dog should never eat', subTopic: 'pet-food-nutrition' },
    { idea: 'cutting my dogs nails at home without drama', subTopic: 'grooming-health-basics' },
    { idea: 'first week with my rescue dog', subTopic: 'adopting-a-pet' },
    { idea: 'cat zoomies at 3am explained', subTopic: 'cat-behaviour' },
  ],
  ru: [
    { idea: 'как приучить щенка к пелёнке', subTopic: 'puppy-training' },
    { idea: 'щенок кусается что делать', subTopic: 'puppy-training' },
    { idea: 'собака тянет поводок', subTopic: 'leash-walking-recall' },
    { idea: 'почему кот дерёт диван', subTopic: 'cat-behaviour' },
    { idea: 'чем нельзя кормить собаку', subTopic: 'pet-food-nutrition' },
    { idea: 'как подстричь когти собаке дома', subTopic: 'grooming-health-basics' },
    { idea: 'взяла собаку из приюта первая неделя', subTopic: 'adopting-a-pet' },
    { idea: 'клещи весной как защитить собаку', subTopic: 'grooming-health-basics' },
  ],
  pt: [
    { idea: 'como ensinar o filhote a fazer xixi no lugar certo', subTopic: 'puppy-training' },
    { idea: 'filhote mordendo tudo', subTopic: 'puppy-training' },
    { idea: 'meu cachorro puxa a guia no passeio', subTopic: 'leash-walking-recall' },
    { idea: 'gato arranhando o sofá o que fazer', subTopic: 'cat-behaviour' },
    { idea: 'alimentos proibidos para cachorro', subTopic: 'pet-food-nutrition' },
    { idea: 'carrapato no cachorro', subTopic: 'grooming-health-basics' },
    { idea: 'adotei um vira-lata caramelo e olha como ele chegou', subTopic: 'adopting-a-pet' },
    { idea: 'ração ou alimentação natural', subTopic: 'pet-food-nutrition' },
  ],
  es: [
    { idea: 'cómo enseñar a mi cachorro a hacer pipí en su lugar', subTopic: 'puppy-training' },
    { idea: 'mi cachorro muerde todo', subTopic: 'puppy-training' },
    { idea: 'mi perro tira de la correa en el paseo', subTopic: 'leash-walking-recall' },
    { idea: 'por qué mi gato me despierta de madrugada', subTopic: 'cat-behaviour' },
    { idea: 'alimentos prohibidos para perros', subTopic: 'pet-food-nutrition' },
    { idea: 'cómo cortarle las uñas a mi perro', subTopic: 'grooming-health-basics' },
    { idea: 'adopté un perro del refugio primera semana', subTopic: 'adopting-a-pet' },
    { idea: 'croquetas o comida natural', subTopic: 'pet-food-nutrition' },
  ],
};
