# macOS disk image. Not buildable on the Debian CI machines: built by .github/workflows/desktop.yml; the
# install step runs macdeployqt on queuecast.app (cmake/Packaging.cmake).
set(CPACK_DMG_VOLUME_NAME "QueueCast")
set(CPACK_DMG_FORMAT "UDZO")
