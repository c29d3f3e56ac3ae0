import React from "react"
import styled from "@emotion/styled"
import { ToastContainer, toast } from "react-toastify"
import type { Notice } from "./notice-types"
import { font, space } from "../../styles/theme"

/** Where notices appear. The container is a polite live region; each notice has role="alert". */
export function NoticeViewport() {
  return <ToastContainer position="bottom-right" autoClose={7000} closeOnClick={false} newestOnTop />
}

export function showNotice({ kind, title, description }: Notice): void {
  const content = (
    <NoticeBody>
      <strong>{title}</strong>
      <span>{description}</span>
    </NoticeBody>
  )
  if (kind === "error") toast.error(content, { theme: "colored" })
  else toast.success(content)
}

const NoticeBody = styled.div`
  display: grid;
  gap: ${space.xxs};
  line-height: ${font.lineHeight.notice};
`
