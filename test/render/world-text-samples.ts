// Real sentences per script, and the template samples carried into each script word by word, so every layout
// can be tried with every script while keeping its body grammar (numbers, dashes, bars, colons).
import { SLIDE_SAMPLES } from "./template/samples.js";

export interface ScriptSample {
  /** A sentence a brand would write. */
  sentence: string;
  /** Words that replace the Latin words of a template sample, in turn. */
  words: readonly string[];
  /** Written without spaces between words. */
  unspaced?: boolean;
  rtl?: boolean;
}

export const WORLD_SCRIPTS = {
  vietnamese: {
    sentence: "Mọi chuyến tàu đều đúng giờ trên mọi tuyến đường",
    words: ["chuyến", "tàu", "đúng", "giờ", "tuyến", "đường", "mọi", "người", "hành", "khách"],
  },
  greek: {
    sentence: "Κάθε τρένο φτάνει στην ώρα του σε κάθε γραμμή",
    words: ["τρένο", "ώρα", "γραμμή", "δίκτυο", "επιβάτες", "σταθμός", "ταξίδι", "χρόνος"],
  },
  cyrillic: {
    sentence: "Каждый поезд приходит вовремя на каждой линии",
    words: ["поезд", "вовремя", "линия", "сеть", "пассажиры", "станция", "поездка", "время"],
  },
  chinese: {
    sentence: "每一趟列车都准时到达每一条线路，乘客不再等待。",
    words: ["列车", "准时", "线路", "网络", "乘客", "车站", "旅程", "时间"],
    unspaced: true,
  },
  japanese: {
    sentence: "すべての列車が、すべての路線で時間どおりに到着します。",
    words: ["列車", "時間", "路線", "ネットワーク", "乗客", "駅", "旅", "毎朝"],
    unspaced: true,
  },
  korean: {
    sentence: "모든 열차가 모든 노선에서 정시에 도착합니다",
    words: ["열차", "정시", "노선", "네트워크", "승객", "역", "여행", "시간"],
  },
  arabic: {
    sentence: "كل قطار يصل في موعده على كل خط من خطوط الشبكة",
    words: ["قطار", "موعد", "خط", "شبكة", "الركاب", "محطة", "رحلة", "وقت"],
    rtl: true,
  },
  hebrew: {
    sentence: "כל רכבת מגיעה בזמן בכל קו של הרשת",
    words: ["רכבת", "בזמן", "קו", "רשת", "נוסעים", "תחנה", "נסיעה", "זמן"],
    rtl: true,
  },
  devanagari: {
    sentence: "हर ट्रेन हर लाइन पर समय पर पहुँचती है",
    words: ["ट्रेन", "समय", "लाइन", "नेटवर्क", "यात्री", "स्टेशन", "यात्रा", "क्षेत्र"],
  },
  thai: {
    sentence: "รถไฟทุกขบวนมาถึงตรงเวลาในทุกเส้นทาง",
    words: ["รถไฟ", "ตรงเวลา", "เส้นทาง", "เครือข่าย", "ผู้โดยสาร", "สถานี", "การเดินทาง", "เวลา"],
    unspaced: true,
  },
  emoji: {
    sentence: "Every train on time 🚆✨ for every rider 👩‍💻 🇯🇵",
    words: ["🚆", "train", "✨", "time", "🎉", "rider", "❤️", "line"],
  },
} as const satisfies Record<string, ScriptSample>;

export type WorldScript = keyof typeof WORLD_SCRIPTS;
export const WORLD_SCRIPT_NAMES = Object.keys(WORLD_SCRIPTS) as WorldScript[];

/** `text` with each Latin word replaced by the script's words in turn (spaces dropped between them where the script has none). */
export function inScript(text: string, script: WorldScript): string {
  const { words } = WORLD_SCRIPTS[script];
  const unspaced = "unspaced" in WORLD_SCRIPTS[script];
  let n = 0;
  const replaced = text.replace(
    // A unit written onto a number (`3.1M`) is part of the figure, not a word to translate.
    /(?<!\d)\p{Script=Latin}[\p{Script=Latin}'’]*/gu,
    () => words[n++ % words.length] as string,
  );
  return unspaced ? replaced.replace(/(?<=[^\s\d\p{P}]) (?=[^\s\d\p{P}])/gu, "") : replaced;
}

/** A layout's sample in a script: the script's sentence as the title, the body carried over word by word. */
export const slideIn = (layout: keyof typeof SLIDE_SAMPLES, script: WorldScript) => ({
  title: WORLD_SCRIPTS[script].sentence,
  body: inScript(SLIDE_SAMPLES[layout].body, script),
});
