/** A short message shown in the corner of the screen and announced by screen readers. */
export interface Notice {
  /** 'error' notices use the destructive (red) style. */
  kind: "success" | "error"
  title: string
  description: string
}

export interface NoticeApi {
  /** Shows a notice. */
  notify: (notice: Notice) => void
  /** Loads the notice code ahead of use, for example when a visitor starts filling in a form. */
  prepare: () => void
}
