import React from "react"
import styled from "@emotion/styled"
import { ToastContainer, toast } from "react-toastify"
import type { Notice } from "./notice-types"

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
  gap: 0.125rem;
  line-height: 1.4;
`
