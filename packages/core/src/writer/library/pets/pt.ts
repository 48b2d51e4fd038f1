import type { NicheMaterial } from '../types.ts';

/** pets, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [
  {
    id: 'puppy-training',
    label: 'Adestramento de filhote',
    keywords: [
      'filhote',
      'filhotes',
      'cachorrinho',
      'adestramento',
      'adestrar',
      'xixi no lugar certo',
      'tapete higiênico',
      'filhote mordendo',
      'mordidas',
      'comandos',
      'senta',
      'latindo',
      'late muito',
      'chora sozinho',
      'ansiedade de separação',
      'caixa de transporte',
    ],
    hooks: [
      'Seu filhote não está fazendo arte. Ninguém mostrou para ele o que fazer.',
      'Meu filhote aprendeu o lugar do xixi em duas semanas quando a gente parou de brigar com ele.',
      'Se o seu filhote morde tudo, troca a sua mão por um brinquedo toda santa vez.',
    ],
    tips: [
      { screen: 'Tapete depois de tudo', say: 'Leva o filhote ao tapete ou à rua logo depois de acordar, comer e brincar. É nessas horas que o xixi escapa.' },
      {
        screen: 'Recompensa na hora',
        say: 'Recompensa em até dois segundos, com um petisco pequeno e a sua voz. Depois disso, ele não liga uma coisa à outra.',
      },
      {
        screen: 'Brinquedo no lugar da mão',
        say: 'Quando ele morder a sua mão, para tudo e oferece um brinquedo. Morder o brinquedo continua a brincadeira, morder você acaba com ela.',
      },
      {
        screen: 'Treinos curtinhos',
        say: 'Treina cinco minutos, três vezes por dia. Filhote aprende mais com treino curto do que com uma sessão longa e cansativa.',
      },
      {
        screen: 'Treina ficar sozinho',
        say: 'Desde o começo, deixa o filhote sozinho uns minutinhos por dia com algo para roer, para ficar sozinho virar coisa normal.',
      },
    ],
    steps: [
      { screen: 'Uma palavra só', say: 'Primeiro, escolhe uma palavra para cada comando, tipo senta, e combina com todo mundo da casa usar a mesma.' },
      { screen: 'Guia com o petisco', say: 'Depois, segura um petisco acima do focinho e leva devagar para trás até o bumbum encostar no chão.' },
      { screen: 'Marca e recompensa', say: 'Depois, no instante em que ele sentar, fala “isso” e dá o petisco na hora.' },
      { screen: 'Coloca o comando', say: 'Por último, quando ele sentar sempre, fala senta antes do gesto e vai tirando o petisco aos poucos.' },
    ],
    myths: [
      {
        screen: 'Esfregar o focinho no xixi?',
        myth: 'Esfregar o focinho do filhote no xixi ensina que não pode.',
        fact: 'Ele só aprende a ter medo de você e a se esconder para fazer. Limpa com calma e leva ao lugar certo mais vezes.',
      },
      {
        screen: 'Tem que ser o líder?',
        myth: 'Você precisa dominar o filhote e mostrar que é o líder da matilha.',
        fact: 'O adestramento moderno recompensa o comportamento certo. Filhote aprende mais rápido com recompensa do que com medo.',
      },
    ],
    mistakes: [
      {
        screen: 'A casa inteira liberada',
        mistake: 'Você libera a casa inteira para o filhote no primeiro dia.',
        fix: 'Começa com um cômodo seguro e vai liberando o resto aos poucos.',
      },
      {
        screen: 'Brigar pelo xixi antigo',
        mistake: 'Você briga com o filhote por um xixi que achou depois.',
        fix: 'Limpa com produto enzimático, não fala nada e fica mais de olho da próxima vez.',
      },
      {
        screen: 'Treino só em casa',
        mistake: 'Você só treina os comandos na sala silenciosa.',
        fix: 'Quando funcionar em casa, treina no quintal, depois na calçada, depois na praça.',
      },
    ],
    facts: [
      {
        screen: 'Janela de socialização',
        say: 'O filhote aprende o que é seguro com mais facilidade entre umas três e catorze semanas de vida. Por isso, experiências novas e tranquilas importam tanto nessa fase.',
      },
      {
        screen: 'Até 18 horas de sono',
        say: 'Filhotes novinhos dormem até dezoito horas por dia. Filhote cansado demais morde muito mais, e muitas vezes o que ele precisa é de uma soneca.',
      },
    ],
    questions: [
      {
        question: 'Quanto tempo leva para o filhote aprender o lugar do xixi?',
        answer: 'Muitos aprendem entre algumas semanas e alguns meses. Constância pesa mais que idade, então segue uma rotina todo dia.',
      },
      {
        question: 'Por que meu filhote morde mais à noite?',
        answer: 'Muitas vezes é cansaço, igual criança pequena. Dá algo para ele roer e um cantinho tranquilo para dormir em vez de mais brincadeira.',
      },
    ],
    comparisons: [
      {
        a: 'Caixa de transporte',
        b: 'Cercadinho',
        verdict:
          'A caixa funciona bem para dormir e pausas curtas, se for apresentada aos poucos. O cercadinho é melhor quando você sai por mais tempo, porque tem espaço para brincar.',
      },
    ],
    before: 'Agora você limpa xixi todo dia e as suas mãos estão cheias de mordidinhas.',
    after: 'Em algumas semanas, o filhote faz xixi no lugar certo, senta quando você pede e morde o brinquedo em vez dos seus dedos.',
  },
  {
    id: 'leash-walking-recall',
    label: 'Passeio na guia e chamado',
    keywords: [
      'passeio',
      'passear com o cachorro',
      'guia',
      'coleira',
      'peitoral',
      'puxa a guia',
      'puxando a guia',
      'andar junto',
      'chamado',
      'vem aqui',
      'não vem quando chamo',
      'sem guia',
      'cachorro reativo',
      'late para outros cachorros',
      'passeio tranquilo',
    ],
    hooks: [
      'Seu cachorro puxa a guia porque puxar funciona. Olha como fazer isso parar de funcionar.',
      'Meu cachorro me ignorava na praça. Hoje ele volta na primeira chamada.',
      'Para de chamar o seu cachorro só quando a diversão acabou.',
    ],
    tips: [
      { screen: 'Puxou, parou', say: 'No momento em que a guia esticar, para de andar. Só segue quando ela estiver frouxa de novo.' },
      { screen: 'Petisco do lado da perna', say: 'Dá o petisco bem do lado da sua perna. Quanto mais recompensa ali, mais ele quer andar ali.' },
      { screen: 'Deixa cheirar', say: 'Deixa o cachorro farejar em todo passeio. Farejar cansa a cabeça e deixa ele mais calmo na guia.' },
      { screen: 'Palavra especial', say: 'Escolhe uma palavra especial para o chamado e usa só com o melhor petisco, tipo frango ou queijo.' },
      {
        screen: 'Chama e libera',
        say: 'Chama o cachorro várias vezes no passeio, recompensa e libera para brincar de novo, para voltar nunca significar o fim.',
      },
    ],
    steps: [
      { screen: 'Começa em casa', say: 'Primeiro, treina a palavra do chamado dentro de casa, a poucos passos, com um petisco ótimo toda vez.' },
      {
        screen: 'Guia longa na rua',
        say: 'Depois, vai para a rua com uma guia longa de cinco a dez metros, para ele explorar e mesmo assim não conseguir te ignorar.',
      },
      {
        screen: 'Coloca distrações',
        say: 'Depois, chama quando tiver algo pouco interessante por perto, tipo uma folha ou um cheiro, e recompensa caprichado.',
      },
      { screen: 'Sem guia com segurança', say: 'Por último, solta só em lugar cercado, e se ele não vier na primeira, volta um passo no treino.' },
    ],
    myths: [
      {
        screen: 'Puxa para mandar?',
        myth: 'O cachorro puxa a guia porque quer ser o chefe.',
        fact: 'Ele puxa porque está animado e puxar leva ele aonde quer. Muda o que funciona e a puxada diminui.',
      },
      {
        screen: 'Passeio mais longo resolve?',
        myth: 'Um passeio bem longo todo dia resolve cachorro agitado.',
        fact: 'Só exercício físico cria um cachorro agitado com mais fôlego. Junta farejar, treino e roer para cansar a cabeça também.',
      },
    ],
    mistakes: [
      {
        screen: 'Chamar só para ir embora',
        mistake: 'Você só chama o cachorro quando é hora de ir para casa.',
        fix: 'Chama umas dez vezes por passeio em troca de petisco e quase sempre deixa ele voltar a brincar.',
      },
      {
        screen: 'Repetir o chamado',
        mistake: 'Você grita vem cinco vezes seguidas.',
        fix: 'Fala uma vez só. Se ele não vier, anda para o outro lado ou faz um barulho divertido em vez de repetir.',
      },
      {
        screen: 'Seguir a puxada',
        mistake: 'Você vai atrás do cachorro toda vez que ele puxa para um cheiro.',
        fix: 'Para com a guia esticada e só vai até o cheiro quando ela afrouxar.',
      },
    ],
    facts: [
      {
        screen: 'Milhões de receptores',
        say: 'O focinho do seu cachorro tem centenas de milhões de receptores de cheiro, contra uns seis milhões no seu nariz. Farejar é trabalho pesado para o cérebro dele.',
      },
      {
        screen: 'Atividade por dia',
        say: 'A maioria dos cães adultos precisa de trinta minutos a duas horas de atividade por dia, dependendo da raça, da idade e da saúde.',
      },
    ],
    questions: [
      {
        question: 'Peitoral ou coleira para cachorro que puxa?',
        answer: 'Um peitoral bem ajustado protege o pescoço de quem puxa. Mas ele sozinho não ensina a andar junto, então o treino continua.',
      },
      {
        question: 'Por que em casa ele vem e na praça não?',
        answer: 'Na praça tem recompensa muito melhor que você. Treina com distração aos poucos e leva um petisco que consiga competir.',
      },
    ],
    comparisons: [
      {
        a: 'Guia longa',
        b: 'Guia retrátil',
        verdict: 'Para treinar chamado, a guia longa ganha, porque fica frouxa e segura. A retrátil ensina que puxar dá mais guia.',
      },
    ],
    before: 'Agora todo passeio é um cabo de guerra e, na praça, a sua voz é só barulho de fundo para o seu cachorro.',
    after: 'Depois de algumas semanas, a guia fica frouxa e ele vira a cabeça na primeira vez que você chama.',
  },
  {
    id: 'cat-behaviour',
    label: 'Comportamento de gatos',
    keywords: [
      'gato',
      'gata',
      'gatos',
      'gatinho',
      'filhote de gato',
      'comportamento felino',
      'caixa de areia',
      'xixi fora da caixa',
      'arranhando o sofá',
      'arranhador',
      'miando de madrugada',
      'gato mordendo',
      'gato de apartamento',
      'surto noturno',
      'brinquedo para gato',
    ],
    hooks: [
      'Seu gato não arranha o sofá para te irritar. Está faltando alguma coisa para ele.',
      'Se o seu gato te acorda às quatro da manhã, não é manha, é hora de caçar.',
      'Seu gato pode te amar mais do que parece, mesmo que nunca deite no seu colo.',
    ],
    tips: [
      {
        screen: 'Arranhador alto',
        say: 'Compra um arranhador alto e firme e coloca bem do lado do sofá que ele arranha. Gato arranha para se alongar e marcar o lugar.',
      },
      {
        screen: 'Brincadeira antes de dormir',
        say: 'Antes de dormir, brinca de caça com uma varinha e depois dá uma refeição pequena. Ele caça, come e dorme, como na natureza.',
      },
      { screen: 'Regra da caixa de areia', say: 'Tem que ter uma caixa de areia por gato mais uma, em lugar tranquilo, e limpa todo dia.' },
      {
        screen: 'Piscada lenta',
        say: 'Pisca devagar para o seu gato do outro lado do cômodo. Muitas vezes ele responde com uma piscada lenta, sinal de que se sente seguro.',
      },
      { screen: 'Dá altura', say: 'Coloca prateleiras ou um arranhador com andares perto da janela. Lá de cima o gato se sente mais seguro e tranquilo.' },
    ],
    steps: [
      { screen: 'Espreita devagar', say: 'Primeiro, arrasta a varinha devagar pelo chão e atrás dos móveis, como um ratinho se escondendo.' },
      { screen: 'Perseguição rápida', say: 'Depois, acelera e deixa o gato correr atrás por uns minutos.' },
      { screen: 'Deixa capturar', say: 'Depois, deixa ele pegar o brinquedo e ficar com ele um pouco. Caçar sem pegar nada frustra.' },
      { screen: 'Hora de comer', say: 'Por último, dá um pouco de ração ou petisco logo em seguida. É assim que a caçada termina, e o gato sossega.' },
    ],
    myths: [
      {
        screen: 'Gato não precisa brincar?',
        myth: 'Gato de apartamento se diverte sozinho e não precisa de brincadeira.',
        fact: 'Muito gato de apartamento vive entediado. Dez a quinze minutos de caça por dia evitam muita mordida, surto noturno e sofá arranhado.',
      },
      {
        screen: 'Gato é indiferente?',
        myth: 'Gato não se apega ao dono como cachorro.',
        fact: 'Estudos mostram que muitos gatos são apegados às pessoas deles. Só que demonstram com piscada lenta, cabeçadinha e seguindo você pela casa.',
      },
    ],
    mistakes: [
      {
        screen: 'Mão como brinquedo',
        mistake: 'Você brinca com o filhote usando a mão.',
        fix: 'Usa varinha ou um brinquedo de chutar, para ele aprender que mão não é presa.',
      },
      {
        screen: 'Castigo pelo xixi',
        mistake: 'Você castiga o gato por fazer xixi fora da caixa.',
        fix: 'Confere a caixa primeiro: suja, pequena ou num lugar barulhento. Se continuar, leva ao veterinário.',
      },
      {
        screen: 'Comida às 4 da manhã',
        mistake: 'Você levanta e dá comida quando o gato te acorda de madrugada.',
        fix: 'Usa um comedouro com timer ou alimenta antes de dormir, e não recompensa o despertador felino.',
      },
    ],
    facts: [
      { screen: '12 a 16 horas de sono', say: 'Gatos adultos costumam dormir de doze a dezesseis horas por dia, então passar a tarde cochilando é normal.' },
      {
        screen: 'Pulo de cinco vezes a altura',
        say: 'Um gato saudável pula umas cinco vezes a própria altura, então prateleira alta é um lugar natural para ele.',
      },
    ],
    questions: [
      {
        question: 'Por que meu gato morde quando faço carinho?',
        answer:
          'Geralmente ele já cansou e avisou de um jeito discreto, com o rabo balançando ou a orelha para trás. Faz carinho por pouco tempo e para no primeiro sinal.',
      },
      {
        question: 'Por que meu gato mia tanto de madrugada?',
        answer:
          'Normalmente é tédio ou fome no horário em que ele é mais ativo. Brinca e alimenta antes de dormir, e leva ao veterinário se começou do nada ou se ele é idoso.',
      },
    ],
    comparisons: [
      {
        a: 'Um gato',
        b: 'Dois gatos',
        verdict:
          'Dois filhotes juntos se distraem um com o outro e mordem menos a sua mão. Um gato adulto que sempre viveu sozinho pode preferir continuar filho único.',
      },
    ],
    before: 'Agora o sofá está destruído, seus tornozelos levam emboscada e o gato faz show às quatro da manhã.',
    after: 'Depois de umas semanas de brincadeira todo dia, ele arranha o arranhador e dorme a noite toda junto com você.',
  },
  {
    id: 'pet-food-nutrition',
    label: 'Ração e alimentação',
    keywords: [
      'ração',
      'rações',
      'alimentação natural',
      'ração seca',
      'sachê',
      'ração úmida',
      'ração premium',
      'petisco',
      'petiscos',
      'quanto dar de ração',
      'cachorro gordo',
      'gato gordo',
      'obesidade',
      'alimentos proibidos',
      'comida de gente',
      'chocolate',
    ],
    hooks: [
      'A tabela atrás do saco de ração pode estar engordando o seu cachorro.',
      'Uva, chocolate e cebola da sua cozinha podem envenenar o seu cachorro.',
      'Você não precisa da ração mais cara. Precisa ler uma linha da embalagem.',
    ],
    tips: [
      { screen: 'Pesa a ração', say: 'Pesa a ração numa balança de cozinha em vez de usar o copinho. O copinho erra muito.' },
      { screen: 'Petisco também conta', say: 'Petisco deve ser mais ou menos um décimo da comida do dia, e nos dias de treino tira um pouco da ração.' },
      { screen: 'Alimento completo', say: 'Confere se a embalagem diz alimento completo para a fase de vida do seu pet. Sem isso, é petisco, não refeição.' },
      {
        screen: 'Troca devagar',
        say: 'Na troca de ração, mistura com a antiga durante mais ou menos uma semana. Troca de uma vez costuma dar dor de barriga.',
      },
      { screen: 'Sente as costelas', say: 'Passa a mão pelos lados do seu pet. Você tem que sentir as costelas fácil, sem conseguir ver.' },
    ],
    steps: [
      { screen: 'Avalia o corpo', say: 'Primeiro, avalia o corpo: sente as costelas e olha de cima se tem cinturinha depois delas.' },
      { screen: 'Pergunta o peso ideal', say: 'Depois, pergunta ao veterinário na próxima consulta qual é o peso ideal do seu pet.' },
      { screen: 'Pesa a porção do dia', say: 'Depois, pesa a porção diária para esse peso ideal e separa os petiscos dessa mesma quantidade.' },
      { screen: 'Pesa todo mês', say: 'Por último, pesa o seu pet uma vez por mês e ajusta um pouco a porção se o peso não mudar.' },
    ],
    myths: [
      {
        screen: 'Sem grãos é mais saudável?',
        myth: 'Ração sem grãos é sempre mais saudável para cachorro.',
        fact: 'A maioria dos cães digere grãos numa boa. Dietas sem grãos estão sendo estudadas por uma possível ligação com doença no coração, então pergunta ao veterinário antes.',
      },
      {
        screen: 'Gato precisa de leite?',
        myth: 'Todo gato precisa de um pires de leite.',
        fact: 'Muitos gatos adultos têm intolerância à lactose, e o leite pode dar diarreia. O que eles precisam é de água fresca.',
      },
    ],
    mistakes: [
      {
        screen: 'Dividir comida perigosa',
        mistake: 'Você divide uva, chocolate ou cebola do seu prato.',
        fix: 'Uva, uva-passa, chocolate, cebola, alho e qualquer coisa com xilitol ficam totalmente longe do cachorro.',
      },
      {
        screen: 'Pote cheio o dia todo',
        mistake: 'Você deixa o pote cheio de ração o dia inteiro.',
        fix: 'Dá refeições em horário certo. Assim você percebe na hora se o pet parou de comer, o que costuma ser o primeiro sinal de doença.',
      },
      {
        screen: 'Ração de cachorro para gato',
        mistake: 'Você dá ração de cachorro para o gato porque tem em casa.',
        fix: 'Gato come ração de gato. Ele precisa de nutrientes como a taurina, que a ração de cachorro não tem na quantidade certa.',
      },
    ],
    facts: [
      {
        screen: 'Mais da metade acima do peso',
        say: 'Pesquisas com veterinários nos Estados Unidos estimam que mais da metade dos cães e gatos de estimação estão acima do peso.',
      },
      {
        screen: 'Uns dois anos a mais',
        say: 'Num estudo longo com labradores, os cães mantidos magros viveram cerca de dois anos a mais que os irmãos mais pesados.',
      },
    ],
    questions: [
      {
        question: 'Ração seca ou sachê para gato?',
        answer: 'Os dois podem ser completos. O sachê traz mais água, o que ajuda muito gato que bebe pouco, então misturar é uma escolha comum.',
      },
      {
        question: 'Cachorro pode comer fruta?',
        answer: 'Algumas podem, em pedacinhos, como maçã sem semente e banana. Uva e uva-passa são tóxicas e nunca devem ser dadas.',
      },
    ],
    comparisons: [
      {
        a: 'Ração',
        b: 'Alimentação natural',
        verdict:
          'Ração completa é mais fácil de equilibrar. Alimentação natural pode dar certo, mas com cardápio feito por veterinário nutricionista, senão faltam vitaminas e minerais.',
      },
    ],
    before: 'Agora você dá ração no olho, divide um pedacinho do seu prato e o seu pet está ficando redondinho sem ninguém perceber.',
    after: 'Depois de uns meses com porção pesada, você volta a sentir as costelas e o seu pet fica mais animado no passeio.',
  },
  {
    id: 'grooming-health-basics',
    label: 'Higiene e saúde',
    keywords: [
      'banho e tosa',
      'banho',
      'tosa',
      'cortar unha',
      'unhas',
      'escovar os dentes',
      'tártaro',
      'escovação',
      'queda de pelo',
      'pulga',
      'pulgas',
      'carrapato',
      'carrapatos',
      'veterinário',
      'vacinas',
      'cachorro idoso',
    ],
    hooks: [
      'Se dá para ouvir a unha do seu cachorro no piso, ela já está comprida demais.',
      'A maioria dos pets tem problema nos dentes aos três anos, e quase ninguém olha.',
      'A pulga no seu gato não é o problema. O problema são as que estão no tapete.',
    ],
    tips: [
      { screen: 'Pouquinho toda semana', say: 'Corta só a pontinha da unha toda semana em vez de um corte grande por mês. O sabugo recua e dói menos.' },
      {
        screen: 'Escova os dentes',
        say: 'Escova os dentes do seu pet algumas vezes por semana com pasta própria. Pasta de gente pode fazer mal se ele engolir.',
      },
      { screen: 'Escova antes do banho', say: 'Desembaraça o pelo antes do banho em pet de pelo longo. A água aperta os nós e vira bolo de pelo.' },
      {
        screen: 'Antipulgas o ano todo',
        say: 'Usa o antipulgas e carrapaticida que o veterinário indicar o ano inteiro. No Brasil, carrapato não tira férias.',
      },
      { screen: 'Checagem semanal', say: 'Uma vez por semana, passa a mão no seu pet do focinho ao rabo. Você acha caroço, carrapato e machucado cedo.' },
    ],
    steps: [
      { screen: 'Toca nas patas', say: 'Primeiro, toca na pata do seu pet por um segundo e dá um petisco, várias vezes por dia, por alguns dias.' },
      { screen: 'Mostra o cortador', say: 'Depois, mostra o cortador, deixa ele cheirar e dá petisco, sem cortar nada.' },
      { screen: 'Uma unha só', say: 'Depois, corta só a pontinha de uma unha, dá petisco e encerra por hoje.' },
      { screen: 'Vai aumentando', say: 'Por último, acrescenta uma unha a cada sessão até conseguir fazer a pata inteira com calma.' },
    ],
    myths: [
      {
        screen: 'Focinho quente é febre?',
        myth: 'Focinho quente e seco quer dizer que o cachorro está doente.',
        fact: 'A temperatura do focinho muda o dia todo e diz pouca coisa. Observa apetite, energia e comportamento.',
      },
      {
        screen: 'Gato de apê sem vet?',
        myth: 'Gato que não sai de casa não precisa de veterinário.',
        fact: 'Gato de apartamento também tem problema de dente, rim e sobrepeso. Uma consulta por ano pega isso cedo.',
      },
    ],
    mistakes: [
      {
        screen: 'Shampoo de gente',
        mistake: 'Você dá banho no cachorro com o seu shampoo.',
        fix: 'Usa shampoo para cachorro. A pele dele é diferente, e produto de gente resseca.',
      },
      {
        screen: 'Esperar passar',
        mistake: 'Seu pet parou de comer e você espera uns dias para ver se melhora.',
        fix: 'Liga para o veterinário em até um dia, e na hora se for gato ou filhote pequeno.',
      },
      {
        screen: 'Esquecer os dentes',
        mistake: 'Você nunca olha dentro da boca do seu pet.',
        fix: 'Uma vez por semana, levanta o beiço e procura gengiva vermelha, tártaro marrom ou mau hálito.',
      },
    ],
    facts: [
      { screen: 'Dentes aos 3 anos', say: 'A maioria dos cães e gatos já mostra algum sinal de doença nos dentes e na gengiva aos três anos de idade.' },
      {
        screen: 'Só um vigésimo no pet',
        say: 'As pulgas adultas no seu pet muitas vezes são só um vigésimo do problema. O resto fica na casa, como ovos e larvas.',
      },
    ],
    questions: [
      {
        question: 'De quanto em quanto tempo dou banho no cachorro?',
        answer: 'Para a maioria, a cada duas a quatro semanas já basta, ou quando sujar. Banho demais resseca a pele.',
      },
      {
        question: 'Com que frequência levar ao veterinário?',
        answer: 'Uma vez por ano para a maioria dos pets adultos. Para os idosos, duas vezes por ano, porque os problemas avançam mais rápido com a idade.',
      },
    ],
    comparisons: [
      {
        a: 'Pet shop',
        b: 'Cuidado em casa',
        verdict: 'Em casa, o básico da semana: escovar, unha e dente. No banho e tosa, a tosa completa e as raças de pelagem difícil.',
      },
    ],
    before: 'Agora cortar a unha vira luta livre e você não faz ideia de como estão os dentes do seu pet.',
    after: 'Depois de algumas semanas de sessões curtas e calmas, o cuidado leva dez minutos e você percebe os problemas antes de doer.',
  },
  {
    id: 'adopting-a-pet',
    label: 'Adoção de pets',
    keywords: [
      'adoção',
      'adotar',
      'adotei',
      'adotar um cachorro',
      'adotar um gato',
      'feira de adoção',
      'ong',
      'abrigo',
      'vira-lata',
      'vira-lata caramelo',
      'primeiro cachorro',
      'primeiro gato',
      'pet novo',
      'canil',
      'qual raça escolher',
      'primeira semana',
    ],
    hooks: [
      'Antes de adotar um cachorro, pensa em quem vai passear com ele no seu dia mais corrido.',
      'Os três primeiros dias de um cachorro adotado decidem muita coisa. Olha o que fazer.',
      'Adotei um vira-lata medroso, e a regra do três três três salvou a gente.',
    ],
    tips: [
      {
        screen: 'Combina a energia',
        say: 'Escolhe um pet para a vida que você tem, não para a que você queria ter. Quem ama sofá e adota um husky deixa os dois infelizes.',
      },
      {
        screen: 'Conversa com a ONG',
        say: 'Pergunta para os voluntários como o bicho se comporta com criança, com gato e sozinho. Eles conhecem ele muito melhor que a foto.',
      },
      { screen: 'Prepara antes', say: 'Compra caminha, potes, guia, caixa de areia e ração antes de ele chegar, para o primeiro dia ser tranquilo.' },
      {
        screen: 'Primeiros dias calmos',
        say: 'Deixa os primeiros dias bem tranquilos, sem visita e sem programa grande. Deixa o novato explorar no tempo dele.',
      },
      { screen: 'Reserva para o vet', say: 'Separa um dinheiro todo mês para o veterinário. Ração é o gasto pequeno, emergência é o grande.' },
    ],
    steps: [
      {
        screen: 'Olha a sua rotina',
        say: 'Primeiro, avalia com sinceridade seu tempo, as regras do condomínio e o orçamento, e conversa com todo mundo da casa.',
      },
      { screen: 'Visita mais de uma vez', say: 'Depois, visita o bicho que você gostou mais de uma vez, em horários diferentes.' },
      { screen: 'Um cômodo preparado', say: 'Depois, prepara um cômodo tranquilo com caminha, água e um esconderijo para os primeiros dias.' },
      {
        screen: 'Dá tempo ao tempo',
        say: 'Por último, segue uma rotina simples e tem paciência. Muito pet adotado só mostra a personalidade de verdade depois de algumas semanas.',
      },
    ],
    myths: [
      {
        screen: 'Adotado vem com problema?',
        myth: 'Todo bicho de abrigo tem problema de comportamento.',
        fact: 'Muitos vão parar lá por mudança, alergia ou falta de dinheiro. Tem muito adulto calmo e que já sabe onde fazer as necessidades.',
      },
      {
        screen: 'Só filhote se apega?',
        myth: 'Cachorro adulto não se apega como um filhote.',
        fact: 'Cão adulto se apega muito à família nova. E você já sabe o tamanho e o jeito dele desde o primeiro dia.',
      },
    ],
    mistakes: [
      {
        screen: 'Escolher pela foto',
        mistake: 'Você escolhe o pet por causa de uma foto fofa.',
        fix: 'Conhece ao vivo, pergunta da energia e dos hábitos e escolhe pelo que combina com a sua rotina.',
      },
      {
        screen: 'Muita coisa de uma vez',
        mistake: 'No primeiro fim de semana, você leva o cachorro novo para o churrasco da família.',
        fix: 'Dá uma primeira semana calma em casa, com passeios curtos e rotina firme.',
      },
      {
        screen: 'Esquecer os anos',
        mistake: 'Você pensa nos primeiros meses, não nos próximos quinze anos.',
        fix: 'Antes de assinar o termo, decide quem cuida do pet nas férias, nas mudanças e nos anos corridos.',
      },
    ],
    facts: [
      {
        screen: 'Regra do 3-3-3',
        say: 'Muitos abrigos usam a regra do três três três. Uns três dias para descomprimir, três semanas para pegar a rotina e três meses para se sentir em casa.',
      },
      {
        screen: 'Gato vive 15 anos',
        say: 'Um gato saudável que vive dentro de casa pode passar dos quinze anos, então adotar é um compromisso de uma década e meia.',
      },
    ],
    questions: [
      {
        question: 'Filhote ou adulto para quem nunca teve cachorro?',
        answer:
          'Adulto costuma ser mais fácil, porque já passou da fase de roer tudo e do xixi pela casa, e o jeito dele é conhecido. Filhote pede muito tempo.',
      },
      {
        question: 'Por que meu cachorro adotado se esconde e não come?',
        answer:
          'Isso é comum nos primeiros dias. Dá espaço e silêncio, deixa água e comida perto e liga para o veterinário se ele ficar um ou dois dias sem comer.',
      },
    ],
    comparisons: [
      {
        a: 'Adoção',
        b: 'Criador',
        verdict:
          'Adotar dá um lar para quem precisa, e muitas vezes o bicho já vem vacinado e castrado. Um criador responsável serve se você precisa de uma raça específica, mas foge de quem vende sem exames de saúde.',
      },
    ],
    before: 'Agora você olha perfil de adoção toda noite e não consegue decidir se está pronto.',
    after: 'Depois disso, você sabe qual pet combina com a sua vida, a casa está pronta e a primeira semana é tranquila para os dois.',
  },
];
