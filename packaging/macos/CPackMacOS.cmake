# macOS disk image. Not buildable on the Debian CI machines: run on macOS with Qt 6 after `macdeployqt
# queuecast.app` (see README, "Other systems").
set(CPACK_DMG_VOLUME_NAME "QueueCast")
set(CPACK_DMG_FORMAT "UDZO")
