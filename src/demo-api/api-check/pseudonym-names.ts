/**
 * The names a pseudonymized recording draws from, written for this project (no list was copied):
 * Russian names for Cyrillic words, Western (English, German, French, Scandinavian) names for
 * Latin ones. The pseudonymizer takes whole names from here and never a name the directory itself
 * holds, so the lists lean on names less common than those of the demo dataset. Each list is of
 * one form: surnames masculine (the feminine form is derived), given names by sex, patronymics
 * derived from the male given names.
 */

export const RUSSIAN_SURNAMES: readonly string[] = (
  'Аксёнов Алфёров Арбузов Архипов Астахов Бабушкин Бажов Балашов Барсуков Басов Батурин Бекетов ' +
  'Белкин Бирюков Блинов Бобров Бородин Брагин Бурков Быстров Вавилов Варламов Вахрушев Ведерников ' +
  'Веселов Вешняков Воронин Ворошилов Галкин Гладков Глебов Голованов Голубев Гончаров Горбунов ' +
  'Горелов Грачёв Громов Гуляев Дёмин Дьяконов Ежов Ерёмин Ермаков Ершов Ефремов Жаров Журавлёв ' +
  'Забелин Загорский Зверев Зимин Зотов Зубков Игнатов Измайлов Исаков Казанцев Калинин Каменев ' +
  'Кондратьев Коновалов Корнилов Котов Кочетков Крюков Кудрявцев Кулагин Лаврентьев Ладыгин ' +
  'Ларионов Лихачёв Лобанов Лукин Лыков Малинин Мамонтов Маслов Меркулов Мешков Миклашевский ' +
  'Муравьёв Назаров Нестеров Никольский Носов Обухов Овчинников Огарёв Окунев Панфилов Пастухов ' +
  'Пестов Платонов Плотников Пономарёв Потапов Прохоров Пушкарёв Рогов Родионов Рожков Рублёв ' +
  'Рудаков Рыбаков Рябов Савин Сазонов Самойлов Светлов Селезнёв Симонов Ситников Скворцов Смолин ' +
  'Соболев Субботин Суворов Суханов Сычёв Толстов Третьяков Трофимов Тюрин Уваров Ульянов Устинов ' +
  'Фадеев Фокин Хохлов Цветков Чайкин Чеботарёв Черкасов Чесноков Чистяков Шаров Швецов Шестаков ' +
  'Шилов Ширяев Шубин Щеглов Щукин Юдин Юрьев Яблоков Ягодин Якушев Ясенев'
).split(' ')

export const RUSSIAN_MALE_NAMES: readonly string[] = (
  'Аввакум Агафон Аким Аристарх Арсений Артём Артемий Афанасий Богдан Бронислав Вениамин Викентий ' +
  'Всеволод Гавриил Герасим Герман Глеб Гордей Давид Демьян Добрыня Евдоким Елисей Емельян Ермолай ' +
  'Ефим Ждан Захар Зиновий Игнат Илларион Иннокентий Ипполит Исай Казимир Карп Климент Кузьма ' +
  'Лаврентий Лука Макар Мартын Мирон Мстислав Назар Наум Никифор Никодим Нефёд Остап Панкрат Парфён Платон Потап ' +
  'Прохор Радим Родион Ростислав Савва Самсон Святослав Севастьян Селиван Серафим Спиридон Тарас ' +
  'Терентий Тихон Трифон Трофим Устин Фадей Феликс Филат Филипп Фома Фрол Харитон Эраст Юлиан Яким ' +
  'Ян Ярополк'
).split(' ')

export const RUSSIAN_FEMALE_NAMES: readonly string[] = (
  'Агата Агния Аглая Аделина Акулина Алевтина Алиса Ангелина Антонина Арина Белла Варвара Василиса ' +
  'Вероника Виолетта Владислава Глафира Дина Ева Есения Злата Инга Инна Камила Капитолина Кира ' +
  'Клавдия Лада Лидия Лилия Любава Марфа Милана Мирослава Нелли Ника Олеся Пелагея Прасковья Раиса ' +
  'Регина Римма Роза Серафима Снежана Стефания Ульяна Устинья Фаина Феврония Эвелина Эльвира Эмилия ' +
  'Ярослава Ядвига Таира Радмила Ольгерда Доминика Всеслава'
).split(' ')

export const WESTERN_SURNAMES: readonly string[] = (
  'Abbott Ainsworth Bélanger Gérard Lévêque Ménard Köhler Schröder Böhm Jäger Mérimée Dürrenmatt Albrecht Ashby Aubert Bachmann Barclay Barnard Baumann Beaumont Bennett Berger ' +
  'Blackwood Blanchard Bouchard Bradley Brandt Brennan Carver Chandler Clement Colbert Cooper ' +
  'Crawford Dalton Delacroix Dietrich Donovan Dubois Eastwood Eckhart Ellison Engel Faber Fairbanks ' +
  'Farrell Fleming Forster Fournier Garnier Gilbert Goodwin Graham Griffin Guerin Hadley Hartmann ' +
  'Hastings Hawkins Henderson Holloway Horn Howell Huber Hughes Ingram Jacobs Jansen Keller Kendall ' +
  'Kessler Kingsley Klein Lambert Langley Lindqvist Lockwood Lorenz Lowell Maddox Marchand Mercier ' +
  'Merritt Moller Morgan Nash Neumann Norris Novak Oakley Olsen Osborne Palmer Paxton Perrin Pike ' +
  'Porter Prescott Quinn Radcliffe Ramsey Reinhardt Renard Ritter Roche Rowland Sauer Sawyer Seidel ' +
  'Sherwood Sinclair Sorensen Stanton Sterling Sutton Thornton Tremblay Underwood Vance Vidal Vogel ' +
  'Wagstaff Wakefield Webb Whitfield Winkler Winslow Wolff Yates Zeller'
).split(' ')

export const WESTERN_MALE_NAMES: readonly string[] = (
  'Adrian Albert Jérôme Frédéric René Gaël Loïc Jörg Andrés Alfred Ambrose Anders Arthur Benedikt Bernard Casper Cedric Conrad Cyril Damien ' +
  'Dominic Edgar Edmund Emil Felix Florian Frederick Gabriel Gerald Gideon Gregor Harold Henrik ' +
  'Hugo Ignatius Jasper Julian Kasimir Lars Laurence Leopold Lionel Lucien Malcolm Marius Martin ' +
  'Maurice Nigel Nils Oliver Oscar Oswald Pascal Quentin Raphael Reginald Roland Rupert Sebastian ' +
  'Silas Simon Theodor Tobias Valentin Victor Walter Xavier'
).split(' ')

export const WESTERN_FEMALE_NAMES: readonly string[] = (
  'Adele Agnes Bénédicte Désirée Mélanie Renée Inès Agnès Lisbé Astrid Beatrice Bettina Camille Caroline Cecilia Charlotte Clara Dagmar Delphine ' +
  'Dorothea Edith Eleanor Elsa Esther Evelyn Florence Frieda Genevieve Greta Harriet Heidi Hilda ' +
  'Ingrid Irene Isolde Josephine Judith Juliette Karin Laura Leonie Lillian Louise Lydia Mabel ' +
  'Madeleine Martha Matilda Mildred Miriam Nadine Olivia Ottilie Pauline Penelope Rosalind Ruth ' +
  'Sibylle Solveig Susanna Sylvie Theresa Ulrike Vera Violet Winifred Yvonne'
).split(' ')
