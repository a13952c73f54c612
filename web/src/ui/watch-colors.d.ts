/** Colours planners tend to give watch codes: shifts in greens and blues, nights dark, absence warm. */
export declare const WATCH_COLOR_PRESETS: {
    label: string;
    colors: string[];
}[];
