import React, { createContext, useContext, useMemo, useRef, useState } from "react"
import type { Notice, NoticeApi } from "./notice-types"

type ToastModule = typeof import("./toast-notices")

const NoticeContext = createContext<NoticeApi | null>(null)

/**
 * Gives the page a way to show notices. react-toastify (about 9 KB brotli, 10 KB gzip, with its styles) is
 * loaded only when a notice is first needed or prepared, so pages that never show one never pay for it.
 */
export function NoticeProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ToastModule | null>(null)
  const loading = useRef<Promise<ToastModule> | null>(null)

  const api = useMemo<NoticeApi>(() => {
    const load = () => {
      loading.current ??= import("./toast-notices").then(
        module => {
          setToasts(() => module)
          return module
        },
        (error: unknown) => {
          loading.current = null // let the next notice try again
          throw error
        }
      )
      return loading.current
    }
    return {
      prepare: () => {
        load().catch(() => undefined) // a notice shown later retries and reports
      },
      notify: notice => {
        load().then(
          module => module.showNotice(notice),
          (error: unknown) => console.error("Could not load the notice code:", error)
        )
      },
    }
  }, [])

  return (
    <NoticeContext.Provider value={api}>
      {children}
      {toasts && <toasts.NoticeViewport />}
    </NoticeContext.Provider>
  )
}

/** The notices of the surrounding NoticeProvider. */
export function useNotices(): NoticeApi {
  const api = useContext(NoticeContext)
  if (!api) throw new Error("useNotices() needs a <NoticeProvider> around the page (see gatsby-browser.tsx)")
  return api
}

/** For tests and previews: provide a NoticeApi of one's own. */
export const NoticeApiProvider = NoticeContext.Provider

export type { Notice, NoticeApi }
