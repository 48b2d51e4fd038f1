import type { NicheId, NicheVocab } from '../types.ts';

/** pt: vocabulary per niche (labels, pains, desires, mistakes, tips, myths, wins, hashtags). */
type AddedNiche = 'travel' | 'tech' | 'education' | 'parenting' | 'finance' | 'pets';

const SPEC_NICHES = {
  personal_development: {
    label: 'desenvolvimento pessoal',
    pains: [
      'Toda segunda eu começo uma vida nova e na quarta já desisti de tudo',
      'Eu sei o que fazer, mas não consigo me obrigar a fazer',
      'Meu dia é cheio de tarefas e mesmo assim sinto que não saio do lugar',
    ],
    desires: ['criar hábitos que realmente duram', 'parar de procrastinar de vez', 'fazer mais sem se esgotar'],
    mistakes: [
      { mistake: 'esperar a motivação para começar', fix: 'comece com uma versão de dois minutos da tarefa e deixe a motivação vir depois' },
      { mistake: 'mudar dez hábitos de uma vez', fix: 'escolha um único hábito e mantenha firme por trinta dias' },
      { mistake: 'planejar o dia só na cabeça', fix: 'anote suas três prioridades na noite anterior' },
      { mistake: 'comparar o seu começo com o sucesso dos outros', fix: 'compare você apenas com quem você era no mês passado' },
    ],
    tips: [
      'Deixe o celular em outro cômodo na primeira hora de trabalho. Seu foco vai dobrar.',
      'Junte um hábito novo a um antigo: depois do café, dez minutos de leitura.',
      'Conte sequências, não dias perfeitos. Falhar um dia é normal; falhar dois seguidos já é um padrão.',
      'Decida hoje à noite qual vai ser a primeira tarefa de amanhã.',
      'Comemore as pequenas vitórias. O cérebro aprende com recompensa, não com culpa.',
    ],
    myths: [
      { myth: 'você precisa de uma motivação enorme para mudar de vida', truth: 'sistemas vencem a motivação, porque a motivação acaba antes do almoço' },
      { myth: 'toda pessoa de sucesso acorda às cinco da manhã', truth: 'a melhor rotina é a que você consegue manter, não a que começa mais cedo' },
    ],
    wins: ['Já faz dois meses que mantenho minha rotina da manhã', 'Agora eu termino o que é importante antes do almoço'],
    hashtags: ['desenvolvimentopessoal', 'autoconhecimento', 'produtividade', 'habitos', 'motivacao', 'mentalidade', 'metas', 'crescimentopessoal'],
  },
  business_marketing: {
    label: 'negócios e marketing',
    pains: [
      'Posto todo dia e mesmo assim não aparecem clientes',
      'As pessoas curtem meu conteúdo, mas ninguém compra',
      'Não sei o que postar para vender de verdade',
    ],
    desires: ['transformar seguidores em clientes', 'vender sem parecer insistente', 'fazer o seu negócio crescer com conteúdo'],
    mistakes: [
      { mistake: 'falar do seu produto em vez do problema do cliente', fix: 'abra cada post com o problema que o seu cliente tem agora' },
      { mistake: 'postar sem uma oferta clara', fix: 'termine um a cada três posts com uma oferta direta' },
      { mistake: 'correr atrás de curtidas em vez de conversas', fix: 'meça o sucesso por mensagens, não por curtidas' },
      { mistake: 'tentar vender para todo mundo', fix: 'descreva o seu cliente ideal em uma frase e escreva só para essa pessoa' },
    ],
    tips: [
      'Mostre um resultado real de cliente por semana. Prova vende mais do que promessa.',
      'Responda às cinco perguntas que os clientes mais fazem, um vídeo para cada uma.',
      'Coloque sua oferta na bio com palavras simples: para quem é e o que a pessoa recebe.',
      'Responda a todos os comentários na primeira hora. O algoritmo percebe, e as pessoas também.',
      'Mostre os bastidores do seu trabalho. As pessoas compram de quem transmite confiança.',
    ],
    myths: [
      { myth: 'você precisa de uma audiência enorme para vender', truth: 'uma audiência pequena que confia em você vende mais do que uma grande que não confia' },
      { myth: 'conteúdo bom vende sozinho', truth: 'o conteúdo gera confiança, mas só uma oferta clara transforma isso em vendas' },
    ],
    wins: ['Consegui três clientes novos com um único vídeo', 'Agora as pessoas me chamam perguntando como trabalhar comigo'],
    hashtags: ['negocios', 'marketing', 'empreendedorismo', 'empreendedor', 'vendas', 'marketingdigital', 'marcapessoal', 'pequenosnegocios'],
  },
  health_fitness: {
    label: 'saúde e fitness',
    pains: [
      'Eu treino pesado e a balança não se mexe',
      'Começo com tudo e desisto em duas semanas',
      'Vivo sem energia, mesmo dormindo oito horas',
    ],
    desires: ['emagrecer sem passar fome', 'entrar em forma com três treinos por semana', 'ter mais energia todos os dias'],
    mistakes: [
      { mistake: 'pular o aquecimento', fix: 'aqueça pelo menos cinco minutos antes de cada treino' },
      { mistake: 'fazer só aeróbico', fix: 'inclua musculação duas vezes por semana' },
      { mistake: 'cortar calorias demais de uma vez', fix: 'coma proteína suficiente e reduza as calorias aos poucos' },
      { mistake: 'treinar no limite todos os dias', fix: 'planeje os dias de descanso como você planeja os treinos' },
    ],
    tips: [
      'Caminhe oito mil passos por dia. É a ferramenta mais fácil para perder gordura.',
      'Coloque proteína em todas as refeições. Ela dá mais saciedade e protege os seus músculos.',
      'Beba um copo de água antes de cada refeição.',
      'Dormir também é treino. Primeiro sete horas de sono, depois mais treinos.',
      'Anote as cargas que você levanta. O que é medido melhora.',
    ],
    myths: [
      { myth: 'dá para queimar a gordura da barriga fazendo abdominal', truth: 'não existe perda de gordura localizada, o corpo emagrece por inteiro' },
      { myth: 'musculação deixa a mulher grande demais', truth: 'a musculação deixa o corpo firme e forte, não volumoso' },
    ],
    wins: ['Perdi cinco quilos sem passar fome', 'Finalmente tenho vontade de treinar'],
    hashtags: ['fitness', 'treino', 'saude', 'vidasaudavel', 'emagrecimento', 'academia', 'musculacao', 'foco'],
  },
  sport_entertainment: {
    label: 'esporte',
    pains: [
      'Treino muito, mas meus resultados pararam de melhorar',
      'No jogo a pressão bate e eu jogo pior do que no treino',
      'Amo o esporte, mas não tenho tempo para treinar direito',
    ],
    desires: ['render no máximo quando mais importa', 'evoluir mais rápido treinando menos horas', 'manter a constância a temporada inteira'],
    mistakes: [
      { mistake: 'treinar só o que você já faz bem', fix: 'dedique metade de cada treino ao seu ponto mais fraco' },
      { mistake: 'deixar a recuperação de lado', fix: 'trate o sono e o alongamento como parte do treino' },
      { mistake: 'copiar a rotina dos profissionais', fix: 'monte uma rotina para o seu nível e a sua agenda' },
      { mistake: 'ignorar o lado mental do jogo', fix: 'pratique um ritual curto antes do jogo para acalmar os nervos' },
    ],
    tips: [
      'Grave seus treinos uma vez por semana. A câmera mostra o que você não sente.',
      'Tenha um único objetivo pequeno por treino, não cinco.',
      'Antes de começar, visualize por dois minutos o momento decisivo do jogo.',
      'Aqueça no ritmo do jogo: com velocidade, foco e intensidade.',
      'Jogue com gente um pouco melhor que você. É o jeito mais rápido de subir de nível.',
    ],
    myths: [
      { myth: 'talento importa mais do que treino', truth: 'no longo prazo, a prática deliberada vence o talento' },
      { myth: 'quanto mais você treina, melhor fica', truth: 'você evolui quando se recupera, não só quando treina' },
    ],
    wins: ['Marquei gol no meu primeiro jogo depois da volta', 'Finalmente jogo as partidas importantes com calma'],
    hashtags: ['esporte', 'atleta', 'treino', 'vidadeatleta', 'futebol', 'time', 'motivacao', 'treinador'],
  },
  beauty_fashion: {
    label: 'beleza e moda',
    pains: [
      'Meu guarda-roupa está lotado e eu não tenho nada para vestir',
      'Gasto uma fortuna com cuidados para a pele e ela continua igual',
      'Em casa a maquiagem fica perfeita, mas na hora do almoço já parece cansada',
    ],
    desires: ['se arrumar bem em dez minutos', 'montar um guarda-roupa que realmente funciona', 'ter uma pele iluminada sem vinte produtos'],
    mistakes: [
      { mistake: 'comprar roupas que não combinam com nada que você tem', fix: 'antes de comprar, pense em três combinações para usar a peça' },
      { mistake: 'usar ativos demais ao mesmo tempo', fix: 'introduza um produto novo por vez e dê quatro semanas para ele agir' },
      { mistake: 'esquecer o protetor solar em dia nublado', fix: 'use protetor solar toda manhã, faça sol ou chuva' },
      { mistake: 'seguir todas as tendências', fix: 'fique só com as tendências que combinam com o seu rosto, o seu corpo e a sua vida' },
    ],
    tips: [
      'Monte suas combinações em torno de três cores básicas. Assim tudo combina.',
      'Hidratante antes da maquiagem aumenta muito a duração dela.',
      'Um bom ajuste na costureira faz uma roupa barata parecer cara.',
      'Lave seus pincéis toda semana. Sua pele agradece.',
      'Fotografe as combinações que você ama. Esse é o seu guia de estilo pessoal.',
    ],
    myths: [
      { myth: 'produto caro funciona melhor', truth: 'o que importa é a fórmula, não o preço' },
      { myth: 'para se vestir bem é preciso ter muitas roupas', truth: 'um guarda-roupa pequeno que combina vence um enorme que não combina' },
    ],
    wins: ['Eu me arrumo em cinco minutos e adoro o resultado', 'Minha pele nunca esteve tão calma'],
    hashtags: ['beleza', 'moda', 'estilo', 'cuidadoscomapele', 'maquiagem', 'dicasdebeleza', 'tendencias', 'estilopessoal'],
  },
  art_music: {
    label: 'arte e música',
    pains: [
      'Tenho mil ideias, mas nunca termino nada',
      'Pratico por horas e continuo sem soar do jeito que eu quero',
      'Ninguém vê meu trabalho, por mais que eu poste',
    ],
    desires: ['terminar os seus projetos', 'encontrar o seu próprio estilo', 'mostrar o seu trabalho para quem vai gostar dele'],
    mistakes: [
      { mistake: 'esperar a inspiração chegar', fix: 'sente para criar no mesmo horário todo dia e deixe a inspiração seguir a rotina' },
      { mistake: 'lapidar uma única obra para sempre', fix: 'defina um prazo e publique quando estiver bom, não perfeito' },
      { mistake: 'comparar o seu trabalho com o dos grandes', fix: 'compare o seu trabalho com o que você fazia um ano atrás' },
      { mistake: 'praticar sem objetivo', fix: 'comece cada sessão sabendo exatamente o que quer melhorar' },
    ],
    tips: [
      'Crie algo pequeno todo dia. Volume desenvolve a habilidade mais rápido do que perfeccionismo.',
      'Copie os artistas que você admira e depois mude uma coisa. É assim que nasce um estilo.',
      'Mostre o processo, não só o resultado. As pessoas se apaixonam pelo caminho.',
      'Tenha um caderno de ideias. A maioria delas aparece quando você não está trabalhando.',
      'Termine, publique, repita. Uma obra terminada ensina mais do que um rascunho perfeito.',
    ],
    myths: [
      { myth: 'artistas de verdade já nascem com talento', truth: 'a maestria se constrói com milhares de obras pequenas e terminadas' },
      { myth: 'é preciso equipamento caro para fazer algo bom', truth: 'suas ideias e sua prática importam mais do que suas ferramentas' },
    ],
    wins: ['Terminei minha primeira música e as pessoas realmente escutam', 'Finalmente tenho um estilo que as pessoas reconhecem'],
    hashtags: ['arte', 'musica', 'artista', 'musico', 'criatividade', 'ilustracao', 'inspiracao', 'compositor'],
  },
  food_lifestyle: {
    label: 'culinária e estilo de vida',
    pains: [
      'Chego em casa sem energia e peço comida de novo',
      'Quero comer bem, mas não tenho tempo para cozinhar',
      'Faço compras e metade estraga na geladeira',
    ],
    desires: ['comer bem sem passar horas na cozinha', 'cozinhar gostoso gastando pouco', 'ter dias mais tranquilos e organizados'],
    mistakes: [
      { mistake: 'cozinhar do zero todos os dias', fix: 'prepare duas bases no domingo e combine durante a semana' },
      { mistake: 'ir ao mercado sem lista', fix: 'planeje cinco jantares e compre só o que eles pedem' },
      { mistake: 'cozinhar tudo no fogo máximo', fix: 'dê tempo para a panela esquentar e para a comida dourar' },
      { mistake: 'salgar só no final', fix: 'prove e ajuste o sal em cada etapa' },
    ],
    tips: [
      'Tenha três molhos na geladeira. Eles transformam comida simples em jantar de verdade.',
      'Cozinhe arroz e grãos em quantidade. Eles duram quatro dias na geladeira.',
      'Lave e corte os legumes assim que chegar do mercado.',
      'Um pouco de limão no final desperta quase qualquer prato.',
      'Arrume a mesa mesmo quando comer sem companhia. Isso muda a noite inteira.',
    ],
    myths: [
      { myth: 'comer bem tem que ser caro', truth: 'feijão, ovos, aveia e legumes da estação são baratos e saudáveis' },
      { myth: 'cozinhar bem leva horas', truth: 'a maioria dos bons jantares do dia a dia fica pronta em vinte minutos' },
    ],
    wins: ['Agora cozinho em casa cinco dias por semana e gasto menos tempo', 'A conta do mercado diminuiu e a gente come melhor'],
    hashtags: ['comida', 'receitas', 'comidacaseira', 'receitasfaceis', 'alimentacaosaudavel', 'estilodevida', 'culinaria', 'jantar'],
  },
  general: {
    label: 'criação de conteúdo',
    pains: [
      'Posto com frequência, mas meu perfil não cresce',
      'Não sei sobre o que falar nos meus vídeos',
      'Passo horas criando conteúdo e ninguém assiste',
    ],
    desires: ['fazer o seu perfil crescer com vídeos que as pessoas assistem', 'postar com constância sem ficar sem ideias', 'transformar o que você sabe em conteúdo que funciona'],
    mistakes: [
      { mistake: 'começar os vídeos com uma introdução longa', fix: 'fale a coisa mais interessante nos dois primeiros segundos' },
      { mistake: 'postar só quando bate a inspiração', fix: 'escolha três dias fixos para postar e cumpra' },
      { mistake: 'tentar agradar todo mundo', fix: 'fale com uma pessoa específica em cada vídeo' },
      { mistake: 'esconder a sua personalidade', fix: 'dê a sua opinião, mesmo que nem todo mundo concorde' },
    ],
    tips: [
      'Anote cada pergunta que fazem para você. Cada uma é um vídeo.',
      'Coloque legendas. A maioria assiste sem som.',
      'Grave cinco vídeos de uma vez e poste ao longo da semana.',
      'Termine cada vídeo com um próximo passo claro para quem está assistindo.',
      'Veja quais vídeos as pessoas salvam e faça mais parecidos com eles.',
    ],
    myths: [
      { myth: 'você precisa postar todo dia para crescer', truth: 'constância importa mais do que frequência' },
      { myth: 'o algoritmo odeia perfis pequenos', truth: 'o algoritmo testa cada vídeo com pessoas novas, não importa o tamanho do perfil' },
    ],
    wins: ['Meus vídeos finalmente chegam em quem ainda não me segue', 'Tenho ideias para os próximos três meses'],
    hashtags: ['criadordeconteudo', 'conteudo', 'dicas', 'redessociais', 'marketingdigital', 'crescimento', 'ideiasdeconteudo', 'engajamento'],
  },
} satisfies Record<Exclude<NicheId, AddedNiche>, NicheVocab>;

// TODO(issue 11): the added niches' own vocabulary (stand-ins until then).
export const PT_NICHES: Record<NicheId, NicheVocab> = {
  ...SPEC_NICHES,
  travel: SPEC_NICHES.general,
  tech: SPEC_NICHES.general,
  education: SPEC_NICHES.general,
  parenting: SPEC_NICHES.general,
  finance: SPEC_NICHES.general,
  pets: SPEC_NICHES.general,
};
