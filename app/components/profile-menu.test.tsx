import { describe, expect, it } from 'vitest'
import { PERMISOS } from '~/auth/user'
import { ProfileMenu } from './profile-menu'
import { renderInRoute, tags } from '../../tests/component-helpers'
import { sessionUser } from '../../tests/session-user'

const member = sessionUser({ id: 2, ci: '23456783', nombre: 'Juan Carlos', apellido: 'Pérez Gómez' })

const linkLabels = (html: string) => [...html.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1])

describe('ProfileMenu', () => {
  it('is a closed <details> disclosure named after the user and "Mi cuenta"', () => {
    const html = renderInRoute(<ProfileMenu user={member} />)
    expect(tags(html)[0]).toEqual({ name: 'details', attrs: { class: 'menu-disclosure profile-menu' } })
    expect(html).toContain(
      '<summary class="profile-menu__summary"><span class="profile-menu__name">Juan Pérez</span><span class="visually-hidden"> · Mi cuenta</span></summary>',
    )
  })

  it('offers an ordinary member only the profile, the release notes and the password (A10)', () => {
    const html = renderInRoute(<ProfileMenu user={member} />)
    expect(linkLabels(html)).toEqual(['Ver Perfil', 'Actualizaciones', 'Cambiar contraseña'])
    expect(tags(html).filter((tag) => tag.name === 'a').map((tag) => tag.attrs.href)).toEqual([
      '/mis-datos',
      '/notas-versiones',
      '/mis-datos/cambio-contraseña',
    ])
  })

  it('adds the payment methods for a group administrator and the passkeys for the passkey permission', () => {
    const html = renderInRoute(<ProfileMenu user={{ ...member, isAdmin: true, permisos: [PERMISOS.passkeyManagement] }} />)
    expect(linkLabels(html)).toEqual([
      'Ver Perfil',
      'Actualizaciones',
      'Medios de pagos precargados',
      'Cambiar contraseña',
      'Claves de acceso',
    ])
    expect(linkLabels(renderInRoute(<ProfileMenu user={{ ...member, permisos: [PERMISOS.biometricLogin] }} />))).not.toContain(
      'Claves de acceso',
    )
  })

  it('signs out with a POST form, for everyone', () => {
    const html = renderInRoute(<ProfileMenu user={member} />)
    expect(tags(html).find((tag) => tag.name === 'form')?.attrs).toMatchObject({ method: 'post', action: '/cerrar-sesion' })
    expect(html).toContain('<button type="submit" class="profile-menu__item profile-menu__logout">Desconectarse</button>')
  })
})
