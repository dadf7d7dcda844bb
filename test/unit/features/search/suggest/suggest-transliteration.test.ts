// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cyrillicToLatin, latinToCyrillic } from '../../../../../src/features/search/suggest/transliterate'

/**
 * Every reading rule, in every context it has (start of a word, after a vowel, after a consonant,
 * end of a word), with the whole list of spellings in the order they are probed: suggestions are
 * offered in that order, so the order is what a person sees.
 */
describe('Latin read as Russian, every rule', () => {
  it.each([
    ['Shchukin', ['Щукин']],
    ['Schukin', ['Щукин', 'Счукин']],
    ['Mariia', ['Мария']],
    ['Iiun', ['Июн']],
    ['Dmitriy', ['Дмитрий']],
    ['Kiyev', ['Кийев', 'Кыев']],
    ['Krasnyy', ['Красный']],
    ['Vyyezd', ['Выыезд']],
    ['Dmitrii', ['Дмитрий', 'Дмитрии']],
    ['Iliin', ['Илиин']],
    ['Zhukov', ['Жуков']],
    ['Khabarov', ['Хабаров']],
    ['Tsoy', ['Цой', 'Тсой']],
    ['Kuntz', ['Кунц']],
    ['Chekhov', ['Чехов']],
    ['Shishkin', ['Шишкин']],
    ['Yolkin', ['Ёлкин', 'Йолкин']],
    ['Mayorov', ['Маёров', 'Майоров']],
    ['Solovyov', ['Соловёв', 'Соловьёв']],
    ['Yegorov', ['Егоров']],
    ['Sergeyev', ['Сергеев', 'Сергейев']],
    ['Vasilyev', ['Васильев', 'Василев']],
    ['Yuriy', ['Юрий']],
    ['Mayuk', ['Маюк']],
    ['Ilyukhin', ['Ильюхин', 'Илюхин']],
    ['Yakov', ['Яков']],
    ['Maya', ['Мая']],
    ['Ilya', ['Илья', 'Иля']],
    ['Iurev', ['Юрев', 'Иурев']],
    ['Liubov', ['Любов', 'Лиубов']],
    ['Iakov', ['Яков', 'Иаков']],
    ['Maria', ['Мария', 'Мариа']],
    ['Vialov', ['Виалов', 'Вялов']],
    ['Ievlev', ['Иевлев']],
    ['Daniel', ['Даниел', 'Данъел']],
    ['Sergei', ['Сергей']],
    ['Reinhold', ['Реинхолд', 'Рейнхолд']],
    ['Nikolai', ['Николай']],
    ['Kaidanov', ['Каиданов', 'Кайданов']],
    ['Tolstoi', ['Толстой']],
    ['Voinov', ['Воинов', 'Войнов']],
    ['Bui', ['Буй']],
    ['Guidon', ['Гуидон', 'Гуйдон']],
    ['Maxim', ['Максим']],
    ['Marcus', ['Марцус', 'Маркус']],
    ['Eduard', ['Едуард', 'Эдуард']],
    ['Jakov', ['Йаков', 'Джаков']],
    ['Qasim', ['Касим']],
    ['Wolf', ['Волф']],
    ['Hasan', ['Хасан']],
    ['Tolstoy', ['Толстой']],
    ['Yvon', ['Йвон']],
    ['Dmitry', ['Дмитрий', 'Дмитры']],
    ['Bykov', ['Быков', 'Бийков']],
    ["Vasil'ev", ['Васильев']],
    ['Vasil’ev', ['Васильев']],
    ['Ob"edkov', ['Объедков', 'Объэдков']],
    ['IVANOVA', ['ИВАНОВА']],
    ['SHCHUKIN', ['ЩУКИН']],
    ['Ivanov-Petrov', ['Иванов-Петров']],
    ['Ivanov 2', ['Иванов 2']],
    ['A', ['А']],
    ['X', ['Кс']],
    ['XU', ['КСУ']],
    ['Xu', ['Ксу']],
    ['Ya', ['Я']],
    ['YA', ['Я']],
    ['iVAN', ['иВАН']],
    ['Fyodor', ['Фёдор', 'Фьёдор']],
    ['Semyonov', ['Семёнов', 'Семьёнов']],
  ])('reads %s as %j', (latin, readings) => {
    expect(latinToCyrillic(latin)).toEqual(readings)
  })

  it('keeps at most four readings, the most likely ones', () => {
    // Four ambiguous letters: 2 × 2 × 2 × 2 readings, cut to the first four.
    expect(latinToCyrillic('Tsetsatsotsu')).toEqual(['Цецацоцу', 'Цецацотсу', 'Цецатсоцу', 'Цецатсотсу'])
  })
})

describe('Russian written in Latin, every rule', () => {
  it.each([
    ['Иванов', ['Ivanov']],
    ['Сергеев', ['Sergeyev', 'Sergeev']],
    ['Егоров', ['Yegorov', 'Egorov']],
    ['Соловьёв', ['Solovyov', 'Solovev']],
    ['Майя', ['Mayya', 'Maiia']],
    ['Юрий', ['Yuriy', 'Iurii', 'Yury']],
    ['Дмитрий', ['Dmitriy', 'Dmitrii', 'Dmitry']],
    ['Крылов', ['Krylov']],
    ['Красный', ['Krasnyy', 'Krasnyi', 'Krasny']],
    ['Подъячев', ['Podyachev', 'Podieiachev']],
    ['Объедков', ['Obyedkov', 'Obieedkov', 'Obedkov']],
    ['Ильин', ['Ilin']],
    ['ЩУКИН', ['SHCHUKIN']],
    ['Щукин', ['Shchukin']],
    ['Щ', ['Shch']],
    ['Щ.', ['Shch.']],
    ['Ёлкин', ['Yolkin', 'Elkin']],
    ['Яковлев', ['Yakovlev', 'Iakovlev']],
    ['Ия', ['Iya', 'Iia']],
    ['Иванов-Петров', ['Ivanov-Petrov']],
    ['Иванов 2', ['Ivanov 2']],
    ['Фёдор', ['Fyodor', 'Fedor']],
    ['ДМИТРИЙ', ['DMITRIY', 'DMITRII', 'DMITRY']],
    ['Зуев', ['Zuyev', 'Zuev']],
    ['ЮЛИЯ', ['YULIYA', 'IULIIA']],
    ['Юлия', ['Yuliya', 'Iuliia']],
    ['Ключевский', ['Klyuchevskiy', 'Kliuchevskii', 'Klyuchevsky']],
    ['Хрущёв', ['Khrushchyov', 'Khrushchev']],
    ['Цветаева', ['Tsvetayeva', 'Tsvetaeva']],
    ['Чайковский', ['Chaykovskiy', 'Chaikovskii', 'Chaykovsky']],
    ['Эйхенбаум', ['Eykhenbaum', 'Eikhenbaum']],
    ['Ыйбеков', ['Yybekov', 'Yibekov', 'Ybekov']],
    ['Мария', ['Mariya', 'Mariia']],
    ['Ульяна', ['Ulyana', 'Uliana']],
    ['Аксёнов', ['Aksyonov', 'Aksenov']],
    ['Ерёмин', ['Yeryomin', 'Eremin']],
    ['ИВАНОВ Иван', ['IVANOV Ivan']],
  ])('writes %s as %j', (cyrillic, spellings) => {
    expect(cyrillicToLatin(cyrillic)).toEqual(spellings)
  })
})
