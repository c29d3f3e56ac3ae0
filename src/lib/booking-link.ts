/**
 * The scheduling services whose booking pages take the visitor's name and e-mail address in their address,
 * as their documentation says, so that the booking form opens filled in: Cal.com ("prefill fields",
 * cal.com/help/bookings/prefill-fields) and Calendly ("pre-fill invitee information",
 * help.calendly.com, article 226766767), each with `name` and `email`. Other services get the address as
 * the firm wrote it: the visitor types their details again there.
 */
const PREFILLING_HOSTS = [/(^|\.)cal\.com$/, /(^|\.)calendly\.com$/]

/** The booking address to offer a visitor who just sent their name and e-mail address. */
export function bookingLink(bookingUrl: string, visitor: { name: string; email: string }): string {
  const url = new URL(bookingUrl)
  if (!PREFILLING_HOSTS.some(host => host.test(url.hostname))) return bookingUrl
  if (visitor.name) url.searchParams.set("name", visitor.name)
  if (visitor.email) url.searchParams.set("email", visitor.email)
  return url.toString()
}
