-- 'Exigir 2FA para administradores' (system setting require_admin_2fa) is on by default in production since the
-- third security round (lib/env.ts requireAdmin2faByDefault), but only where no value is stored: an instance whose
-- settings were saved while the default was still off kept a stored 'false', so its back office stayed open to an
-- administrator's password alone. That stored default is dropped here, once, so the setting follows the start's
-- default again; an administrator who wants it off turns it off again in Configurações › Segurança (audited).
delete from public.system_settings
 where setting_key = 'require_admin_2fa'
   and lower(btrim(coalesce(setting_value, ''))) = 'false';
