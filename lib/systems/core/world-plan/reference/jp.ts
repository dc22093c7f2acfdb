// Sources: population = Statistics Bureau of Japan prefectural estimates, 1 Oct 2023 (in
// thousands), summed per region; GDP = Cabinet Office prefectural accounts, FY2021 nominal,
// millions of JPY, summed per region and rounded to ¥0.1tn (approximate).
import type { CountryReference } from './types';

export const japan: CountryReference = {
  id: 'JP',
  name: 'Japan',
  governmentType: 'parliamentary',
  currencyCode: 'JPY',
  currencyName: 'Japanese Yen',
  forexRate: 150,
  legislature: { chamber: 'House of Representatives', totalSeats: 465 },
  executiveTitle: 'Prime Minister',
  regions: [
    // Hokkaido
    { id: 'JP-HKD', name: 'Hokkaido', population: 5_092_000, gdpMillions: 20_600_000, regionType: 'region' },
    // Aomori, Iwate, Miyagi, Akita, Yamagata, Fukushima
    { id: 'JP-THK', name: 'Tohoku', population: 8_318_000, gdpMillions: 35_600_000, regionType: 'region' },
    // Ibaraki, Tochigi, Gunma, Saitama, Chiba, Tokyo, Kanagawa
    { id: 'JP-KNT', name: 'Kanto', population: 43_527_000, gdpMillions: 226_000_000, regionType: 'region' },
    // Niigata, Toyama, Ishikawa, Fukui, Yamanashi, Nagano, Gifu, Shizuoka, Aichi
    { id: 'JP-CHB', name: 'Chubu', population: 20_749_000, gdpMillions: 101_200_000, regionType: 'region' },
    // Mie, Shiga, Kyoto, Osaka, Hyogo, Nara, Wakayama
    { id: 'JP-KNS', name: 'Kansai', population: 22_016_000, gdpMillions: 97_600_000, regionType: 'region' },
    // Tottori, Shimane, Okayama, Hiroshima, Yamaguchi
    { id: 'JP-CGK', name: 'Chugoku', population: 7_070_000, gdpMillions: 30_700_000, regionType: 'region' },
    // Tokushima, Kagawa, Ehime, Kochi
    { id: 'JP-SKK', name: 'Shikoku', population: 3_578_000, gdpMillions: 14_700_000, regionType: 'region' },
    // Fukuoka, Saga, Nagasaki, Kumamoto, Oita, Miyazaki, Kagoshima, Okinawa
    {
      id: 'JP-KYS',
      name: 'Kyushu-Okinawa',
      population: 14_077_000,
      gdpMillions: 53_000_000,
      regionType: 'region',
    },
  ],
  parties: [
    {
      slug: 'ldp',
      name: 'Liberal Democratic Party',
      abbreviation: 'LDP',
      color: '#2f8f1d',
      economicPosition: 2,
      socialPosition: 3,
      isDefault: false,
    },
    {
      slug: 'cdp',
      name: 'Constitutional Democratic Party of Japan',
      abbreviation: 'CDP',
      color: '#184589',
      economicPosition: -2,
      socialPosition: -2,
      isDefault: false,
    },
    {
      slug: 'komeito',
      name: 'Komeito',
      abbreviation: 'Komeito',
      color: '#d6336c',
      economicPosition: 0,
      socialPosition: 1,
      isDefault: false,
    },
    {
      slug: 'ishin',
      name: 'Nippon Ishin no Kai',
      abbreviation: 'Ishin',
      color: '#7a8f00',
      economicPosition: 3,
      socialPosition: 2,
      isDefault: false,
    },
    {
      slug: 'dpfp',
      name: 'Democratic Party For the People',
      abbreviation: 'DPFP',
      color: '#c49000',
      economicPosition: 1,
      socialPosition: 0,
      isDefault: false,
    },
    {
      slug: 'jcp',
      name: 'Japanese Communist Party',
      abbreviation: 'JCP',
      color: '#db001c',
      economicPosition: -5,
      socialPosition: -3,
      isDefault: false,
    },
    {
      slug: 'ind',
      name: 'Independent',
      abbreviation: 'IND',
      color: '#6b7280',
      economicPosition: 0,
      socialPosition: 0,
      isDefault: true,
    },
  ],
  // prettier-ignore
  names: {
    first: [
      'Haruto', 'Yui', 'Sota', 'Hina', 'Yuto', 'Aoi', 'Riku', 'Sakura',
      'Ren', 'Yuna', 'Hinata', 'Mei', 'Minato', 'Himari', 'Yamato', 'Rin',
      'Kaito', 'Mio', 'Sora', 'Koharu', 'Takumi', 'Akari', 'Daiki', 'Misaki',
      'Kenta', 'Ayaka', 'Shota', 'Nanami', 'Yuki', 'Haruka', 'Hiroshi', 'Keiko',
      'Takeshi', 'Yoko', 'Kazuki', 'Naoko', 'Makoto', 'Emi', 'Satoshi', 'Tomoko',
      'Kenji', 'Yumi', 'Shin', 'Chiharu', 'Ryota', 'Mayu', 'Naoki', 'Asuka',
      'Tatsuya', 'Kaori', 'Yusuke', 'Erika',
    ],
    last: [
      'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura',
      'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Yamaguchi', 'Matsumoto', 'Inoue',
      'Kimura', 'Hayashi', 'Shimizu', 'Yamazaki', 'Mori', 'Abe', 'Ikeda', 'Hashimoto',
      'Yamashita', 'Ishikawa', 'Nakajima', 'Maeda', 'Fujita', 'Ogawa', 'Goto', 'Okada',
      'Hasegawa', 'Murakami', 'Kondo', 'Ishii', 'Saito', 'Sakamoto', 'Endo', 'Aoki',
      'Fujii', 'Nishimura', 'Fukuda', 'Ota', 'Miura', 'Fujiwara', 'Okamoto', 'Matsuda',
      'Nakagawa', 'Nakano', 'Harada', 'Ono', 'Tamura', 'Takeuchi', 'Kaneko', 'Wada',
    ],
  },
};
